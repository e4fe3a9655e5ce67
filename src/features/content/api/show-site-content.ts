import type { DisplayHtml } from '../../../lib/display-html';
import type { ShownSiteContent, SiteContent } from '../types';

/** The site content with its rich texts passed through the display sanitizer `shown`. */
export function showSiteContent(
  content: SiteContent,
  shown: (html: string) => DisplayHtml,
): ShownSiteContent {
  return {
    ...content,
    homeText: shown(content.homeText),
    rulesText: shown(content.rulesText),
    newsletterText: shown(content.newsletterText),
  };
}

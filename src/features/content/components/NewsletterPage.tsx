import { PublicPage } from '../../../components/PublicPage';
import { QueryState } from '../../../components/QueryState';
import { SafeHtml } from '../../../components/SafeHtml';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useShownSiteContent } from '../api/get-site-content';

export function NewsletterPage() {
  const content = useShownSiteContent();

  return (
    <PublicPage title="Newsletter" heading={PAGE_HEADINGS.newsletter}>
      <QueryState
        query={content}
        what="the newsletter"
        empty="No newsletter has been published yet."
        isEmpty={(data) => !data.newsletterText}
      >
        {(data) => <SafeHtml html={data.newsletterText} sx={{ typography: 'body1' }} />}
      </QueryState>
    </PublicPage>
  );
}

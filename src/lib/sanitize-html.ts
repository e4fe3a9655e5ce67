import DOMPurify, { type Config } from 'dompurify';
import { classifyLink } from './safe-url';

/**
 * Exactly what the rich-text editor makes (src/components/rich-text): paragraphs and line breaks,
 * two heading levels under the page's h1, bold, italic, both kinds of list (a numbered one may
 * start past 1) and links. Nothing else is ever stored or shown: no forms, images, styles,
 * classes or frames.
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'h2', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'a'];
const RICH_TEXT_ATTRIBUTES = ['href', 'start'];

const CONFIG: Config = {
  ALLOWED_TAGS: RICH_TEXT_TAGS,
  ALLOWED_ATTR: RICH_TEXT_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** Links kept only when they go somewhere allowed (safe-url.ts), with the address they open. */
function checkAttributes(node: Element, forDisplay: boolean) {
  if (node.hasAttribute('start') && node.tagName !== 'OL') node.removeAttribute('start');
  if (node.tagName !== 'A') return;
  const link = classifyLink(node.getAttribute('href') ?? '');
  if (!link) {
    node.removeAttribute('href');
    return;
  }
  node.setAttribute('href', link.href);
  // Shown on the site, a link elsewhere opens in a new tab without handing it this window; the
  // club's own pages open in place. Stored text carries only the address.
  if (forDisplay && link.kind === 'external') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

// Two purifiers, since DOMPurify's hooks belong to an instance: one for what is stored, one for
// what is shown (which adds target/rel to links out of the site). Made on first use, with the
// window of that moment (Node tests give one to the save functions).
type Purifier = ReturnType<typeof DOMPurify>;
const purifiers: { storage?: Purifier; display?: Purifier } = {};
// The server renderer has no window of its own: it gives one (a jsdom window, entry-server.tsx).
let givenWindow: Window | undefined;

/** The window whose DOM the sanitizer parses with, where there is no global one (the server). */
export function setSanitizerWindow(window: Window): void {
  givenWindow = window;
}

function purifier(use: 'storage' | 'display'): Purifier {
  let made = purifiers[use];
  if (!made) {
    const window = givenWindow ?? globalThis.window;
    // Never pass text through unsanitised: with no DOM DOMPurify would return it as it came.
    if (!window) throw new Error('The HTML sanitizer needs a DOM window.');
    made = DOMPurify(window as unknown as Parameters<typeof DOMPurify>[0]);
    made.addHook('afterSanitizeAttributes', (node) => checkAttributes(node, use === 'display'));
    purifiers[use] = made;
  }
  return made;
}

/**
 * Older markup mapped onto the editor's tags (<b> is bold, an <h1> under the page's own h1 is the
 * top heading left, <h4> and smaller the lowest). Only a renaming: safety comes from DOMPurify,
 * which runs on the result.
 */
function renameOlderTags(html: string): string {
  const renames: Record<string, string> = {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
  };
  return html.replace(
    /<(\/?)(b|i|h1|h4|h5|h6)(?=[\s/>])/gi,
    (_tag, slash: string, name: string) => `<${slash}${renames[name.toLowerCase()]}`,
  );
}

const NEWLINE = String.raw`(?:\\n|\r?\n)`;
const BLOCK_TAG = String.raw`<\/?(?:p|h[1-6]|ol|ul|li|div|blockquote|table|thead|tbody|tfoot|tr|th|td|dl|dt|dd)\b[^>]*>`;
const NEWLINES_AFTER_BLOCK = new RegExp(
  String.raw`(${BLOCK_TAG})(?:[ \t]*${NEWLINE})+[ \t]*`,
  'gi',
);
const NEWLINES_BEFORE_BLOCK = new RegExp(
  String.raw`[ \t]*(?:${NEWLINE}[ \t]*)+(?=${BLOCK_TAG})`,
  'gi',
);
const HAS_BLOCK = /<(?:p|h[1-6]|ol|ul|div|blockquote|table)\b/i;

/**
 * Text as the old site stored it, with literal "\n" sequences (or real line ends from a plain
 * textarea), as HTML: next to block tags ("</p>\n<p>", "<ol>\n<li>") they only laid out the
 * source and go; plain text becomes paragraphs at blank lines; any other becomes a line break.
 */
export function legacyTextToHtml(text: string): string {
  const tidy = text.replace(NEWLINES_AFTER_BLOCK, '$1').replace(NEWLINES_BEFORE_BLOCK, '');
  if (HAS_BLOCK.test(tidy)) return tidy.replace(new RegExp(NEWLINE, 'g'), '<br>');
  return tidy
    .split(new RegExp(String.raw`(?:[ \t]*${NEWLINE}){2,}`))
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.replace(new RegExp(NEWLINE, 'g'), '<br>')}</p>`)
    .join('');
}

/**
 * Text as it is stored: the old literal "\n" format read as paragraphs and line breaks, then only
 * the editor's markup kept. What the save functions store, and what the editor opens.
 */
export function toStoredRichText(text: string): string {
  return sanitizeRichText(legacyTextToHtml(text));
}

/** Rich text made safe to store: only the editor's tags, only allowed links. */
export function sanitizeRichText(html: string): string {
  return purifier('storage').sanitize(renameOlderTags(html), CONFIG);
}

/**
 * Text whose headings are all h3 shown with them as h2: under the page's h1 the text's top heading
 * is an h2, and a skipped level reads to a screen reader as a missing section (Lighthouse's
 * heading-order: the demo newsletter and articles opened with h3). Only a renaming, like
 * renameOlderTags.
 */
function topHeadingsAsH2(html: string): string {
  if (/<h2[\s/>]/i.test(html) || !/<h3[\s/>]/i.test(html)) return html;
  return html.replace(/<(\/?)h3(?=[\s/>])/gi, '<$1h2');
}

/**
 * Stored text made safe to render: the old "\n" format read as line breaks, then the same
 * allow-list as storage, with links out of the site opening in a new tab.
 */
export function sanitizeStoredHtml(html: string): DisplayHtml {
  return purifier('display').sanitize(
    topHeadingsAsH2(renameOlderTags(legacyTextToHtml(html))),
    CONFIG,
  ) as DisplayHtml;
}

/**
 * Stored text after sanitizeStoredHtml: the only HTML components/SafeHtml renders. Public pages'
 * reads sanitize as they read (lib/display-html.ts), so the data a server-rendered page embeds is
 * already safe and the browser needs no sanitizer to hydrate it.
 */
export type DisplayHtml = string & { readonly __sanitizedForDisplay: true };

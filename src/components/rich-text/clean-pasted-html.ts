import { sanitizeRichText } from '../../lib/sanitize-html';

/**
 * HTML pasted from Word or Google Docs, reduced to the editor's structure: headings, lists, bold,
 * italic and links stay; mso- styles and classes, styled spans, <font>, comments, <o:p> and
 * Google's docs-internal-guid wrapper go. Both write bold and italic as styles (Google always,
 * Word sometimes) and Word writes its lists as styled paragraphs, so those are read before the
 * styles are dropped. Runs in the browser (DOMParser: nothing in the pasted HTML loads or runs).
 */
export function cleanPastedHtml(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  unwrapGoogleWrapper(body);
  convertWordLists(body);
  removeJunk(body);
  convertStyledText(body);
  return collapseWhitespace(sanitizeRichText(body.innerHTML));
}

/**
 * Word wraps its source at 80 columns: line ends there are spaces, and spaces next to a block
 * tag show nothing. (Not \s: it would take the &nbsp; someone typed.)
 */
function collapseWhitespace(html: string): string {
  return html
    .replace(/[ \t\r\n]+/g, ' ')
    .replace(/ ?(<\/?(?:p|h2|h3|ul|ol|li|br)\b[^>]*>) ?/g, '$1')
    .trim();
}

/** Google Docs wraps the whole copy in <b style="font-weight:normal" id="docs-internal-guid-…">. */
function unwrapGoogleWrapper(body: HTMLElement) {
  for (const wrapper of body.querySelectorAll('b[id^="docs-internal-guid"]')) unwrap(wrapper);
  for (const element of body.querySelectorAll<HTMLElement>('b, strong')) {
    if (/^(normal|[1-4]00)$/.test(element.style.fontWeight)) unwrap(element);
  }
}

const WORD_LIST = /mso-list:\s*l(\d+)\s+level(\d+)/i;

/**
 * Word's lists: each item a <p style="mso-list:l0 level1 lfo1"> whose marker ("·", "1.", "a)")
 * is a span styled mso-list:Ignore. Consecutive items become one list, nested by level.
 */
function convertWordLists(body: HTMLElement) {
  const runs: HTMLElement[][] = [];
  let previous: HTMLElement | undefined;
  for (const paragraph of body.querySelectorAll<HTMLElement>('p[style*="mso-list"]')) {
    if (!WORD_LIST.test(paragraph.getAttribute('style') ?? '')) continue;
    if (previous && paragraph.previousElementSibling === previous) runs.at(-1)!.push(paragraph);
    else runs.push([paragraph]);
    previous = paragraph;
  }
  for (const run of runs) convertWordListRun(run);
}

function convertWordListRun(run: HTMLElement[]) {
  const document = run[0]!.ownerDocument;
  const stack: { list: HTMLElement; level: number }[] = [];
  let root: HTMLElement | undefined;
  for (const paragraph of run) {
    const level = Number(WORD_LIST.exec(paragraph.getAttribute('style') ?? '')?.[2] ?? 1);
    const marker = removeWordMarker(paragraph);
    const tag = /^\(?([0-9]+|[a-z]|[ivxlc]+)[.)]/i.test(marker) ? 'ol' : 'ul';
    while (stack.length > 0 && stack.at(-1)!.level > level) stack.pop();
    let top = stack.at(-1);
    if (!top || top.level < level) {
      const list = document.createElement(tag);
      const parentItem = top?.list.lastElementChild;
      if (parentItem) parentItem.append(list);
      else root = list;
      top = { list, level };
      stack.push(top);
    }
    const item = document.createElement('li');
    item.append(...paragraph.childNodes);
    top.list.append(item);
  }
  if (root) run[0]!.before(root);
  for (const paragraph of run) paragraph.remove();
}

/** Takes out the list marker Word puts before the text, and says what it was. */
function removeWordMarker(paragraph: HTMLElement): string {
  const marker = [...paragraph.querySelectorAll('span')].find((span) =>
    /mso-list:\s*ignore/i.test(span.getAttribute('style') ?? ''),
  );
  const text = marker?.textContent?.replace(/\s|\u00a0/g, '') ?? '';
  marker?.remove();
  return text;
}

/** Comments (Word's conditional ones too), styles, metadata and Office's namespaced tags. */
function removeJunk(body: HTMLElement) {
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  for (const element of body.querySelectorAll('style, meta, link, title, script, xml')) {
    element.remove();
  }
  // <o:p>, <w:sdt>, <v:shape>…: Office's own markup, usually empty or a wrapper.
  for (const element of [...body.querySelectorAll('*')].filter((e) => e.tagName.includes(':'))) {
    unwrap(element);
  }
  // Spacing, not content: Word's empty paragraphs (&nbsp;) and Google's <br> between blocks.
  for (const paragraph of body.querySelectorAll('p')) {
    const blank = (paragraph.textContent ?? '').replace(/[\s\u00a0]/g, '') === '';
    if (blank && !paragraph.querySelector('br, a')) paragraph.remove();
  }
  for (const lineBreak of body.querySelectorAll(':scope > br')) lineBreak.remove();
}

/** A span or <font> styled bold or italic becomes <strong>/<em>; the style goes either way. */
function convertStyledText(body: HTMLElement) {
  for (const element of [...body.querySelectorAll<HTMLElement>('span, font')].reverse()) {
    const bold = /^(bold|bolder|[6-9]00)$/.test(element.style.fontWeight);
    const italic = element.style.fontStyle === 'italic';
    let content: Node[] = [...element.childNodes];
    if (bold && !element.closest('h1, h2, h3, h4, h5, h6')) content = [wrap('strong', content)];
    if (italic) content = [wrap('em', content)];
    element.replaceWith(...content);
  }

  function wrap(tag: string, nodes: Node[]): HTMLElement {
    const wrapper = body.ownerDocument.createElement(tag);
    wrapper.append(...nodes);
    return wrapper;
  }
}

function unwrap(element: Element) {
  element.replaceWith(...element.childNodes);
}

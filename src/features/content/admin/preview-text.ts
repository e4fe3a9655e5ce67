import { CONTENT_PREVIEW_LENGTH } from '../../../config/constants';

/**
 * An article's text as plain words (its HTML's text, blocks and line breaks read as spaces), cut
 * to the 100 characters of docs/product-spec.md §9 with an ellipsis when it was cut. DOMParser runs no script and
 * loads no image of what it parses.
 */
export function previewText(text: string, length = CONTENT_PREVIEW_LENGTH): string {
  const spaced = text.replace(/<br\s*\/?>|<\/(?:p|h\d|li)>|\\n/gi, (match) => `${match} `);
  const words = (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '')
    .replace(/\\n/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words.length > length ? `${words.slice(0, length)}…` : words;
}

/** How long an article's line on the home page may be, in characters. */
export const ARTICLE_LINE_LENGTH = 120;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * An article's first words as one line of plain text, cut at a word with an ellipsis: its
 * (sanitised) HTML's text, blocks and line breaks read as spaces, entities decoded. Plain string
 * work, no DOM: the server and the browser make the same line, and React escapes it.
 */
export function articleLine(html: string, length = ARTICLE_LINE_LENGTH): string {
  const words = html
    .replace(/\\n/g, ' ')
    .replace(/<br\s*\/?>|<\/(?:p|h\d|li|div|blockquote)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) {
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      }
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (words.length <= length) return words;
  const cut = words.slice(0, length + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : words.slice(0, length)).replace(/[\s,.;:!?-]+$/, '')}…`;
}

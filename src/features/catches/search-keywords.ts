/** Longest prefix stored per word; longer search terms are cut to this before querying. */
export const MAX_KEYWORD_LENGTH = 20;

/**
 * Lowercase prefixes of every word of the given texts ("Clay End" -> c, cl, cla, clay, e, en, end),
 * stored on each catch so a search is one array-contains query rather than a scan of every catch.
 */
export function searchKeywords(...texts: string[]): string[] {
  const keywords = new Set<string>();
  for (const word of texts
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)) {
    for (let end = 1; end <= Math.min(word.length, MAX_KEYWORD_LENGTH); end++) {
      keywords.add(word.slice(0, end));
    }
  }
  return [...keywords];
}

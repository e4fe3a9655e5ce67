import { MAX_KEYWORD_LENGTH, MAX_KEYWORD_WORDS } from '../../config/constants';

export { MAX_KEYWORD_LENGTH };

/**
 * Lowercase prefixes of the words of the given texts ("Clay End" -> c, cl, cla, clay, e, en, end),
 * stored on each catch so a search is one array-contains query rather than a scan of every catch.
 * Only the first MAX_KEYWORD_WORDS words count, each cut to MAX_KEYWORD_LENGTH characters:
 * firestore.rules rebuild the same list from the catch's own fields (they cannot loop, so the
 * words are bounded) and refuse any other keyword.
 */
export function searchKeywords(...texts: string[]): string[] {
  const keywords = new Set<string>();
  const words = texts
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .slice(0, MAX_KEYWORD_WORDS);
  for (const word of words) {
    for (let end = 1; end <= Math.min(word.length, MAX_KEYWORD_LENGTH); end++) {
      keywords.add(word.slice(0, end));
    }
  }
  return [...keywords];
}

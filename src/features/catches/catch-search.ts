import { MAX_KEYWORD_LENGTH, searchKeywords } from './search-keywords';

export interface CatchSearch {
  /** The word the Firestore query asks for (array-contains on searchKeywords), if any. */
  term?: string;
  /** The other words, checked on the fetched page in the browser. */
  otherWords: string[];
}

/**
 * Firestore allows one array-contains per query, so a several-word search queries by its longest
 * word (the most selective) and checks the others on the fetched rows. Every word must start a
 * word of the member name, fish type or location ("tench clay" finds a tench from Clay End).
 */
export function parseSearch(text: string): CatchSearch {
  const words = [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .map((word) => word.slice(0, MAX_KEYWORD_LENGTH)),
    ),
  ];
  if (words.length === 0) return { otherWords: [] };
  const term = words.reduce((longest, word) => (word.length > longest.length ? word : longest));
  return { term, otherWords: words.filter((word) => word !== term) };
}

/** Whether a catch matches every one of `words` (each a prefix of one of its words). */
export function matchesWords(
  fields: { memberName: string; fishType: string; catchLocation: string },
  words: string[],
): boolean {
  if (words.length === 0) return true;
  const keywords = new Set(
    searchKeywords(fields.memberName, fields.fishType, fields.catchLocation),
  );
  return words.every((word) => keywords.has(word));
}

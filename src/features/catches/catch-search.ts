import { MAX_KEYWORD_LENGTH, searchKeywords } from './search-keywords';

export interface CatchSearch {
  /** The word the Firestore query asks for (array-contains on searchKeywords), if any. */
  term?: string;
  /** The other words, checked on the fetched page in the browser. */
  otherWords: string[];
}

/**
 * Firestore allows one array-contains per query, so a several-word search queries by its longest
 * word (the most selective) and checks the others on the fetched rows (collectPage). Every word must start a
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

/** The fields a search looks in. */
export interface SearchFields {
  memberName: string;
  fishType: string;
  catchLocation: string;
}

/** Whether a catch matches every one of `words` (each a prefix of one of its words). */
export function matchesWords(fields: SearchFields, words: string[]): boolean {
  if (words.length === 0) return true;
  const keywords = new Set(
    searchKeywords(fields.memberName, fields.fishType, fields.catchLocation),
  );
  return words.every((word) => keywords.has(word));
}

/** The largest batch read at once while looking for a search's further matches. */
const MAX_BATCH = 400;

/**
 * One page of a search's matches, read in batches from `after` on, highest orderRank first. The
 * query can ask for one word only (array-contains); when the search has other words, a batch may
 * hold fewer matches than the page needs, so reading goes on (each batch twice the last, up to
 * MAX_BATCH) until the page and one more match are found or the catches run out. The page then
 * shows `pageSize` matching rows whenever that many exist, and says there are more only when one
 * was found, not because the read returned a full batch. With no other words this is one read of
 * `pageSize + 1` documents, as a plain page.
 */
export async function collectPage<T extends { orderRank: number } & SearchFields>(
  readBatch: (after: number | undefined, size: number | undefined) => Promise<T[]>,
  { pageSize, words, after }: { pageSize: number; words: string[]; after?: number },
): Promise<{ rows: T[]; hasMore: boolean }> {
  if (pageSize <= 0) {
    const rows = (await readBatch(after, undefined)).filter((row) => matchesWords(row, words));
    return { rows, hasMore: false };
  }
  const matches: T[] = [];
  let cursor = after;
  let size = pageSize + 1;
  for (;;) {
    const batch = await readBatch(cursor, size);
    matches.push(...batch.filter((row) => matchesWords(row, words)));
    if (matches.length > pageSize || batch.length < size) break;
    cursor = batch.at(-1)!.orderRank;
    size = Math.min(size * 2, MAX_BATCH);
  }
  return { rows: matches.slice(0, pageSize), hasMore: matches.length > pageSize };
}

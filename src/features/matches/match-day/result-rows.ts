/**
 * How a published result is stored: one row of text per entry, "position<TAB>peg<TAB>weight in
 * drams, or - for did not weigh<TAB>angler". firestore.rules (resultRowsOk) checks every row of
 * results/{matchId} with one regular expression over the joined list, which a list of maps
 * cannot get: rules have no loops, and checking map entries one by one exhausts the rules'
 * 1000-expression budget at 8 entries (measured on the emulator). A tab never occurs in a name
 * (the name rules refuse control characters), so a row splits back unambiguously.
 */
import { MAX_PEGS } from './peg-draw';
import type { MatchResult } from './positions';
import { MAX_WEIGHT_DR } from './weight';

/** The most entries one match's results hold: one per peg (firestore.rules maxResultEntries). */
export const MAX_RESULT_ENTRIES = MAX_PEGS;
/** An angler's name, as cleanText(…, 80) allows it in firestore.rules. */
export const MAX_ANGLER_NAME = 80;
const MAX_POSITION = 999;
const MAX_PEG = 9999;
const DID_NOT_WEIGH = '-';

/** Characters a name may not hold: as cleanText in firestore.rules. */
const FORBIDDEN_IN_NAME =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u{200B}-\u{200F}\u{202A}-\u{202E}\u{2060}-\u{206F}\u{FEFF}]/u;
const WHOLE = /^(0|[1-9][0-9]*)$/;

/** The stored row of one result. */
export function resultRow({ position, peg, weightDr, angler }: MatchResult): string {
  return [position, peg, weightDr ?? DID_NOT_WEIGH, angler].join('\t');
}

const wholeIn = (value: string | undefined, low: number, high: number): number | undefined => {
  if (value === undefined || !WHOLE.test(value)) return undefined;
  const number = Number(value);
  return number >= low && number <= high ? number : undefined;
};

/**
 * The result a stored row holds, or undefined when the row is not one resultRow writes: the
 * public pages leave such an entry out and show the valid ones (issue 21).
 */
export function resultFromRow(row: string): MatchResult | undefined {
  const [positionText, pegText, weightText, angler, ...rest] = row.split('\t');
  if (rest.length > 0 || angler === undefined) return undefined;
  const position = wholeIn(positionText, 1, MAX_POSITION);
  const peg = wholeIn(pegText, 1, MAX_PEG);
  const weightDr = weightText === DID_NOT_WEIGH ? null : wholeIn(weightText, 0, MAX_WEIGHT_DR);
  const nameOk =
    angler.trim() !== '' &&
    [...angler].length <= MAX_ANGLER_NAME &&
    !FORBIDDEN_IN_NAME.test(angler);
  if (position === undefined || peg === undefined || weightDr === undefined || !nameOk) {
    return undefined;
  }
  return { position, peg, weightDr, angler };
}

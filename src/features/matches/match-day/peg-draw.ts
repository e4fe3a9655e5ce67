import { seededRandom } from './seeded-random';

/** The most pegs one match may have: rules bound the stored lists by the same number. */
export const MAX_PEGS = 200;

export type PegList = { ok: true; pegs: number[] } | { ok: false; message: string };

function numbersIn(textValue: string): { ok: true; numbers: number[] } | { ok: false } {
  const numbers: number[] = [];
  for (const part of textValue.split(/[,\s]+/).filter(Boolean)) {
    const range = /^(\d{1,4})(?:\s*[-–]\s*(\d{1,4}))?$/.exec(part);
    if (!range) return { ok: false };
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    if (from < 1 || to < from || to - from >= MAX_PEGS * 2) return { ok: false };
    for (let peg = from; peg <= to; peg += 1) numbers.push(peg);
  }
  return { ok: true, numbers };
}

/**
 * The pegs available: a range such as "1-30" (or a list, "1-10, 15, 20-25"), minus the excluded
 * ones ("4, 7"). Sorted, each once. Anything unreadable is a sentence.
 */
export function pegsAvailable(rangeText: string, excludedText = ''): PegList {
  const range = numbersIn(rangeText.replace(/\s*[-–]\s*/g, '-'));
  if (!range.ok || range.numbers.length === 0) {
    return { ok: false, message: 'Write the pegs as a range such as 1-30.' };
  }
  const excluded = numbersIn(excludedText.replace(/\s*[-–]\s*/g, '-'));
  if (!excluded.ok) {
    return { ok: false, message: 'Write the excluded pegs as numbers, such as 4, 7.' };
  }
  const skip = new Set(excluded.numbers);
  const pegs = [...new Set(range.numbers)].filter((peg) => !skip.has(peg)).sort((a, b) => a - b);
  if (pegs.length === 0) return { ok: false, message: 'Every peg is excluded: no peg is left.' };
  if (pegs.length > MAX_PEGS)
    return { ok: false, message: `A match has at most ${MAX_PEGS} pegs.` };
  return { ok: true, pegs };
}

export interface PegAssignment {
  angler: string;
  peg: number;
}

export type DrawOutcome =
  { ok: true; assignments: PegAssignment[] } | { ok: false; message: string };

/**
 * Gives each angler one peg: a Fisher-Yates shuffle of the pegs driven by `seed`, the first pegs
 * going to the anglers in the order given. Every peg is equally likely for every angler and none
 * is drawn twice; the same seed, anglers and pegs always give the same draw.
 */
export function drawPegs(anglers: string[], pegs: number[], seed: number): DrawOutcome {
  if (anglers.length === 0) return { ok: false, message: 'Enter the anglers fishing first.' };
  if (pegs.length < anglers.length) {
    return {
      ok: false,
      message: `There are ${anglers.length} anglers but only ${pegs.length} pegs: add pegs or remove anglers.`,
    };
  }
  const random = seededRandom(seed);
  const shuffled = [...pegs];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return {
    ok: true,
    assignments: anglers.map((angler, index) => ({ angler, peg: shuffled[index]! })),
  };
}

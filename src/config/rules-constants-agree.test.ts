/**
 * The numbers firestore.rules holds in its own words (rules cannot import), checked against
 * their one definition in src/config: the drafts a day and the plausible species weights; and
 * the bounds of a match's results (src/features/matches/match-day).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MAX_ANGLER_NAME,
  MAX_RESULT_ENTRIES,
  resultFromRow,
  resultRow,
} from '../features/matches/match-day/result-rows';
import { MAX_WEIGHT_DR } from '../features/matches/match-day/weight';
import {
  BRITISH_RECORD_OZ,
  OTHER_SPECIES_MAX_OZ,
  SPECIES_MAX_OZ,
  plausibleMaxOz,
  speciesOf,
} from './species-weights';
import { DRAFTS_PER_DAY } from './submission-limits';

// Tests run from the repository's root.
const rules = readFileSync(path.resolve('firestore.rules'), 'utf8');

/** The body of `function name() { return …; }` in firestore.rules. */
function returned(name: string): string {
  const match = new RegExp(`function ${name}\\(\\) \\{\\s*return ([^;]+);`).exec(rules);
  if (!match) throw new Error(`firestore.rules has no function ${name}()`);
  return match[1]!;
}

describe('firestore.rules and src/config agree', () => {
  it('on the drafts one identity may open a day', () => {
    expect(Number(returned('draftsPerDay'))).toBe(DRAFTS_PER_DAY);
  });

  it('on the cap for species not in the table', () => {
    expect(Number(returned('otherSpeciesMaxOz'))).toBe(OTHER_SPECIES_MAX_OZ);
  });

  it('on every species and its plausible maximum', () => {
    const table = Object.fromEntries(
      [...returned('speciesMaxOz').matchAll(/'([^']+)':\s*(\d+)/g)].map((m) => [
        m[1],
        Number(m[2]),
      ]),
    );
    expect(table).toEqual(SPECIES_MAX_OZ);
  });

  it('names species as the rules look them up: a listed name, else "Other: …" (issue 32)', () => {
    expect(speciesOf('  common   CARP ')).toBe('Common Carp');
    expect(plausibleMaxOz(speciesOf('common carp'))).toBe(SPECIES_MAX_OZ['Common Carp']);
    expect(speciesOf('Carpp')).toBe('Other: Carpp');
    expect(plausibleMaxOz(speciesOf('Sturgeon'))).toBe(OTHER_SPECIES_MAX_OZ);
    expect(speciesOf('Other: Sturgeon')).toBe('Other: Sturgeon');
  });

  it('allows each species its British record plus the margin, and refuses a 75 lb carp', () => {
    for (const [name, record] of Object.entries(BRITISH_RECORD_OZ)) {
      // The catfish's record is past the form's limit, which is then its limit.
      if (record >= 100 * 16 + 15) expect(SPECIES_MAX_OZ[name], name).toBe(100 * 16 + 15);
      else expect(SPECIES_MAX_OZ[name], name).toBeGreaterThan(record);
    }
    expect(SPECIES_MAX_OZ['Common Carp']).toBeLessThan(75 * 16);
  });

  it('on the most results entries, the heaviest weight and the results row', () => {
    expect(Number(returned('maxResultEntries'))).toBe(MAX_RESULT_ENTRIES);
    expect(returned('maxWeightDr')).toBe('999 * 256 + 255');
    expect(999 * 256 + 255).toBe(MAX_WEIGHT_DR);
    // The rules' row pattern, in JavaScript's spelling of its escapes, judges rows as the
    // site's reader does.
    const rulesPattern = returned('resultRowPattern')
      .slice(1, -1)
      .replaceAll('\\\\', '\\')
      .replaceAll(/\\x\{([0-9A-F]+)\}/g, '\\u{$1}');
    const rowOk = new RegExp(`^(?:${rulesPattern})$`, 'u');
    const rows = [
      resultRow({
        position: 1,
        peg: 9999,
        weightDr: MAX_WEIGHT_DR,
        angler: 'Ł'.repeat(MAX_ANGLER_NAME),
      }),
      resultRow({ position: 999, peg: 1, weightDr: null, angler: "Zoë O'Neill" }),
      `1\t1\t${MAX_WEIGHT_DR + 1}\tAnn`,
      `1\t1\t10\t${'A'.repeat(MAX_ANGLER_NAME + 1)}`,
      '1\t1\t1.5\tAnn',
      '1\t0\t1\tAnn',
      '1000\t1\t1\tAnn',
      '1\t1\t1\tA\u2060nn',
    ];
    for (const row of rows) expect(rowOk.test(row), row).toBe(resultFromRow(row) !== undefined);
    expect(rows.filter((row) => rowOk.test(row))).toHaveLength(2);
  });
});

/**
 * The numbers firestore.rules holds in its own words (rules cannot import), checked against
 * their one definition in src/config: the club-wide cap and the plausible species weights.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OTHER_SPECIES_MAX_OZ, SPECIES_MAX_OZ, plausibleMaxOz } from './species-weights';
import { CLUB_CATCHES_PER_HOUR } from './submission-limits';

// Tests run from the repository's root.
const rules = readFileSync(path.resolve('firestore.rules'), 'utf8');

/** The body of `function name() { return …; }` in firestore.rules. */
function returned(name: string): string {
  const match = new RegExp(`function ${name}\\(\\) \\{\\s*return ([^;]+);`).exec(rules);
  if (!match) throw new Error(`firestore.rules has no function ${name}()`);
  return match[1]!;
}

describe('firestore.rules and src/config agree', () => {
  it('on the club-wide cap per hour', () => {
    expect(Number(returned('clubCatchesPerHour'))).toBe(CLUB_CATCHES_PER_HOUR);
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

  it('names species as the rules normalise them', () => {
    expect(plausibleMaxOz('  Common   CARP ')).toBe(SPECIES_MAX_OZ['common carp']);
    expect(plausibleMaxOz('Sturgeon')).toBe(OTHER_SPECIES_MAX_OZ);
  });
});

/**
 * The species a catch may name, each with its British record (rod caught, as the British Record
 * (Rod Caught) Fish Committee lists it, rounded to the ounce) and the heaviest weight a catch of it
 * may be: the record plus RECORD_MARGIN, so no genuine catch is refused and a weight past the
 * record by more is (issue 32, finding 12: a 75 lb carp became a club record; the record is
 * 68 lb 1 oz). Any other fish is sent as "Other: {name}", shown as such, with OTHER_SPECIES_MAX_OZ.
 * One table for the catch form (submit-catch-schema.ts), the catches admin's edit
 * (CatchEditDialog) and firestore.rules (speciesMaxOz, which refuses a draft, an edit and an
 * approval past it): src/config/rules-constants-agree.test.ts checks the rules hold the same.
 */
import { MAX_FISH_LBS, MAX_FISH_OZ } from './constants';

const oz = (pounds: number, ounces = 0) => pounds * 16 + ounces;

/** British records, in ounces. Check them against the committee's list when it changes. */
export const BRITISH_RECORD_OZ: Readonly<Record<string, number>> = {
  'Common Carp': oz(68, 1),
  'Mirror Carp': oz(68, 1),
  'Leather Carp': oz(68, 1),
  'Grass Carp': oz(47, 8),
  'Crucian Carp': oz(4, 10),
  Pike: oz(46, 13),
  Bream: oz(22, 11),
  Tench: oz(15, 3),
  Roach: oz(4, 4),
  Rudd: oz(4, 10),
  Perch: oz(6, 3),
  Chub: oz(9, 5),
  Barbel: oz(21, 1),
  Eel: oz(11, 2),
  Zander: oz(21, 5),
  // Catfish grow past what the form takes (about 144 lb): the form's own limit holds them.
  'Wels Catfish': oz(MAX_FISH_LBS, MAX_FISH_OZ),
  Dace: oz(1, 5),
  Gudgeon: 5,
  Ide: oz(8, 5),
  Bleak: 4,
  'Brown Trout': oz(31, 12),
  'Rainbow Trout': oz(33, 3),
};

/** How far past the record a catch may be: a tenth, so a weighing error or a new record passes. */
export const RECORD_MARGIN = 0.1;

/** The most each listed species may weigh, in ounces (the form's limit at most). */
export const SPECIES_MAX_OZ: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(BRITISH_RECORD_OZ).map(([name, record]) => [
    name,
    // An ounce at least, for the smallest fish (a 5 oz gudgeon).
    Math.min(
      Math.max(record + 1, Math.floor(record * (1 + RECORD_MARGIN))),
      oz(MAX_FISH_LBS, MAX_FISH_OZ),
    ),
  ]),
);

/** The species, in the table's order, for the form's list. */
export const SPECIES = Object.keys(SPECIES_MAX_OZ);

/** What a fish not in the list is sent as, before its name: "Other: Sturgeon". */
export const OTHER_PREFIX = 'Other: ';

/** Any fish not in the list. */
export const OTHER_SPECIES_MAX_OZ = oz(40);

/**
 * The species a typed name stands for: the listed one it names (any case and spacing), else the
 * name as "Other: {name}". Already "Other: …" stays as it is.
 */
export function speciesOf(typed: string): string {
  const name = typed.replace(/\s+/g, ' ').trim();
  if (name === '' || name.startsWith(OTHER_PREFIX)) return name;
  const listed = SPECIES.find((species) => species.toLowerCase() === name.toLowerCase());
  return listed ?? `${OTHER_PREFIX}${name}`;
}

/** The plausible maximum, in ounces, for a stored species (as speciesOf gives it). */
export function plausibleMaxOz(fishType: string): number {
  return SPECIES_MAX_OZ[fishType] ?? OTHER_SPECIES_MAX_OZ;
}

/** "A Tench that heavy is not plausible: the limit is 16 lb 11 oz. Please check the weight." */
export function implausibleWeightMessage(fishType: string): string {
  const maxOz = plausibleMaxOz(fishType);
  const pounds = Math.floor(maxOz / 16);
  const ounces = maxOz % 16;
  const limit = pounds > 0 ? `${pounds} lb${ounces ? ` ${ounces} oz` : ''}` : `${maxOz} oz`;
  const name = fishType.trim() || 'this fish';
  return `A ${name} that heavy is not plausible: the limit is ${limit}. Please check the weight.`;
}

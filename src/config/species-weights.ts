/**
 * The heaviest weight a catch of each common UK coarse species may plausibly be, in ounces
 * (about the British record plus a margin, so no genuine catch is refused), and the cap for any
 * other fish. A heavier catch is refused at submission (submit-catch-schema.ts) and by
 * firestore.rules (plausibleMaxOz), which holds the same table: src/config/rules-constants-agree.test.ts
 * checks that the two agree. Names are matched as normalizedSpecies() gives them.
 */
import { MAX_FISH_LBS, MAX_FISH_OZ } from './constants';

const lb = (pounds: number) => pounds * 16;
/** Catfish grow past what the form takes (UK record 144 lb): the form's own limit. */
const FORM_MAX_OZ = MAX_FISH_LBS * 16 + MAX_FISH_OZ;

export const SPECIES_MAX_OZ: Readonly<Record<string, number>> = {
  carp: lb(75),
  'common carp': lb(75),
  'mirror carp': lb(75),
  'leather carp': lb(75),
  'grass carp': lb(50),
  'crucian carp': lb(6),
  pike: lb(50),
  bream: lb(25),
  tench: lb(17),
  roach: lb(5),
  rudd: lb(5),
  perch: lb(7),
  chub: lb(10),
  barbel: lb(23),
  eel: lb(12),
  zander: lb(23),
  catfish: FORM_MAX_OZ,
  wels: FORM_MAX_OZ,
  'wels catfish': FORM_MAX_OZ,
  dace: lb(2),
  gudgeon: lb(1),
  ide: lb(9),
  orfe: lb(9),
  'golden orfe': lb(9),
  bleak: 8,
  trout: lb(35),
  'brown trout': lb(35),
  'rainbow trout': lb(35),
};

/** Any fish not in the table. */
export const OTHER_SPECIES_MAX_OZ = lb(40);

/** A fish name as the table keys it: lower case, single spaces, no spaces at the ends. */
export function normalizedSpecies(fishType: string): string {
  return fishType.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The plausible maximum, in ounces, for a fish as typed. */
export function plausibleMaxOz(fishType: string): number {
  return SPECIES_MAX_OZ[normalizedSpecies(fishType)] ?? OTHER_SPECIES_MAX_OZ;
}

/** "A tench that heavy is not plausible: the limit is 17 lb. Please check the weight." */
export function implausibleWeightMessage(fishType: string): string {
  const maxOz = plausibleMaxOz(fishType);
  const pounds = Math.floor(maxOz / 16);
  const limit = pounds > 0 ? `${pounds} lb` : `${maxOz} oz`;
  const name = fishType.trim() || 'this fish';
  return `A ${name} that heavy is not plausible: the limit is ${limit}. Please check the weight.`;
}

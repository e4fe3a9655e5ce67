import { beats, recordWeightText } from './record-book';
import type { ClubRecords, RecordEntry } from './types';

/**
 * A club record a catch would take if approved: the species' record over all the club's waters,
 * or the species' record at the catch's water; `previous` is the holder it would beat (none for
 * the first weighed fish of its kind).
 */
export type RecordClaim =
  | { kind: 'club'; fishType: string; previous?: RecordEntry }
  | { kind: 'water'; water: string; fishType: string; previous?: RecordEntry };

/**
 * What approving `entry` would make it: the same comparison withApprovedCatch makes when the
 * approval is written (only a strictly heavier fish takes a record), so the warning and the
 * records the approval writes agree. Empty for an ordinary catch.
 */
export function recordsSetBy(records: ClubRecords, entry: RecordEntry): RecordClaim[] {
  const claims: RecordClaim[] = [];
  const clubHolder = records.species[entry.fishType];
  if (beats(entry, clubHolder)) {
    claims.push({ kind: 'club', fishType: entry.fishType, previous: clubHolder });
  }
  const waterHolder = records.waters[entry.catchLocation]?.[entry.fishType];
  if (beats(entry, waterHolder)) {
    claims.push({
      kind: 'water',
      water: entry.catchLocation,
      fishType: entry.fishType,
      previous: waterHolder,
    });
  }
  return claims;
}

/**
 * The sentence for one claim: "This catch will become the club record for Common Carp:
 * 40 lb 2 oz → 100 lb 15 oz." (or "the first Weston record for Tench: 9 lb 4 oz.").
 */
export function recordClaimText(claim: RecordClaim, weightOz: number): string {
  const which = claim.kind === 'club' ? 'club' : claim.water;
  const weights = claim.previous
    ? `${recordWeightText(claim.previous.weightOz)} → ${recordWeightText(weightOz)}`
    : recordWeightText(weightOz);
  const first = claim.previous ? '' : 'first ';
  return `This catch will become the ${first}${which} record for ${claim.fishType}: ${weights}.`;
}

import { poundsOunces } from '../../lib/weight-words';
import type { ClubRecords, PersonalBests, RecordEntry, RecordSlot } from './types';

export const EMPTY_CLUB_RECORDS: ClubRecords = { species: {}, waters: {}, anglers: [] };

/**
 * The weight a record compares, in ounces: the catch's weightOz, or (for catches stored before
 * weightOz existed and not yet backfilled) pounds * 16 + ounces. Undefined when no weight was given.
 */
export function weightOzOf(data: {
  weightOz?: unknown;
  fishLbs?: unknown;
  fishOz?: unknown;
}): number | undefined {
  if (typeof data.weightOz === 'number' && Number.isFinite(data.weightOz)) return data.weightOz;
  const lbs = typeof data.fishLbs === 'number' ? data.fishLbs : undefined;
  const oz = typeof data.fishOz === 'number' ? data.fishOz : undefined;
  if (lbs === undefined && oz === undefined) return undefined;
  return (lbs ?? 0) * 16 + (oz ?? 0);
}

/** "12 lb 4 oz", as the catches pages write a weight. */
export function recordWeightText(weightOz: number): string {
  return poundsOunces(weightOz) ?? '0 oz';
}

/**
 * A Firestore document id for an angler's personal bests, one per distinct name: the name
 * percent-encoded, with '.' and '_' encoded too so no name makes an id Firestore refuses
 * ('.', '..', '__x__') or a path ('/').
 */
export function personalBestId(memberName: string): string {
  return encodeURIComponent(memberName).replace(/\./g, '%2E').replace(/_/g, '%5F');
}

/** Whether `entry` takes the record from `holder`: only a strictly heavier fish does. */
export function beats(entry: RecordEntry, holder: RecordEntry | undefined): boolean {
  return holder === undefined || entry.weightOz > holder.weightOz;
}

function withName(names: string[], name: string): string[] {
  return names.includes(name) ? names : [...names, name].sort((a, b) => a.localeCompare(b));
}

/** The club records after `entry` is approved: the same object when it beats nothing. */
export function withApprovedCatch(records: ClubRecords, entry: RecordEntry): ClubRecords {
  const atWater = records.waters[entry.catchLocation] ?? {};
  const speciesRecord = beats(entry, records.species[entry.fishType]);
  const waterRecord = beats(entry, atWater[entry.fishType]);
  const anglers = withName(records.anglers, entry.memberName);
  if (!speciesRecord && !waterRecord && anglers === records.anglers) return records;
  return {
    species: speciesRecord ? { ...records.species, [entry.fishType]: entry } : records.species,
    waters: waterRecord
      ? { ...records.waters, [entry.catchLocation]: { ...atWater, [entry.fishType]: entry } }
      : records.waters,
    anglers,
  };
}

/** An angler's personal bests after `entry` is approved: the same object when it is no best. */
export function withPersonalCatch(
  bests: PersonalBests | undefined,
  entry: RecordEntry,
): PersonalBests {
  const current = bests ?? { memberName: entry.memberName, bests: {} };
  if (!beats(entry, current.bests[entry.fishType])) return current;
  return { ...current, bests: { ...current.bests, [entry.fishType]: entry } };
}

/** The places where the catch `catchId` is the record, so its deletion recounts only those. */
export function slotsHeldBy(
  catchId: string,
  records: ClubRecords,
  bests: PersonalBests | undefined,
): RecordSlot[] {
  const slots: RecordSlot[] = [];
  for (const [fishType, entry] of Object.entries(records.species)) {
    if (entry.catchId === catchId) slots.push({ kind: 'species', fishType });
  }
  for (const [water, atWater] of Object.entries(records.waters)) {
    for (const [fishType, entry] of Object.entries(atWater)) {
      if (entry.catchId === catchId) slots.push({ kind: 'water', water, fishType });
    }
  }
  for (const [fishType, entry] of Object.entries(bests?.bests ?? {})) {
    if (entry.catchId === catchId) {
      slots.push({ kind: 'personal', memberName: bests!.memberName, fishType });
    }
  }
  return slots;
}

function without<T>(map: Record<string, T>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(map).filter(([name]) => name !== key));
}

/**
 * The club records with `slot` given to `next` (the next heaviest catch), or emptied when there
 * is none. A species with no record at a water leaves that water's list.
 */
export function withSlotRecounted(
  records: ClubRecords,
  slot: RecordSlot,
  next: RecordEntry | undefined,
): ClubRecords {
  if (slot.kind === 'species') {
    return {
      ...records,
      species: next
        ? { ...records.species, [slot.fishType]: next }
        : without(records.species, slot.fishType),
    };
  }
  if (slot.kind === 'water') {
    const atWater = records.waters[slot.water] ?? {};
    const updated = next ? { ...atWater, [slot.fishType]: next } : without(atWater, slot.fishType);
    return {
      ...records,
      waters:
        Object.keys(updated).length > 0
          ? { ...records.waters, [slot.water]: updated }
          : without(records.waters, slot.water),
    };
  }
  return records;
}

/** An angler's personal bests with `fishType` given to `next`, or removed when there is none. */
export function withPersonalRecounted(
  bests: PersonalBests,
  fishType: string,
  next: RecordEntry | undefined,
): PersonalBests {
  return {
    ...bests,
    bests: next ? { ...bests.bests, [fishType]: next } : without(bests.bests, fishType),
  };
}

/** The club records with `memberName` no longer listed (they hold no personal best any more). */
export function withoutAngler(records: ClubRecords, memberName: string): ClubRecords {
  return { ...records, anglers: records.anglers.filter((name) => name !== memberName) };
}

/** A catch for the record book: approved, with a weight; `orderRank` orders equal weights. */
export interface RankedEntry extends RecordEntry {
  orderRank: number;
}

/**
 * Every record, counted from scratch from the approved, weighed catches (the backfill and the
 * seed): on equal weights the earlier catch (lower orderRank) holds the record, as it would have
 * when the later one was approved.
 */
export function buildRecordBook(catches: readonly RankedEntry[]): {
  club: ClubRecords;
  personal: Map<string, PersonalBests>;
} {
  const ordered = [...catches].sort((a, b) => a.orderRank - b.orderRank);
  let club = EMPTY_CLUB_RECORDS;
  const personal = new Map<string, PersonalBests>();
  for (const ranked of ordered) {
    const entry: RecordEntry = {
      catchId: ranked.catchId,
      memberName: ranked.memberName,
      fishType: ranked.fishType,
      catchLocation: ranked.catchLocation,
      weightOz: ranked.weightOz,
    };
    club = withApprovedCatch(club, entry);
    personal.set(entry.memberName, withPersonalCatch(personal.get(entry.memberName), entry));
  }
  return { club, personal };
}

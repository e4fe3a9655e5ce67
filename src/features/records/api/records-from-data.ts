import type { DocumentData } from 'firebase/firestore/lite';
import { text } from '../../../lib/firestore-values';
import { weightOzOf } from '../record-book';
import type { ClubRecords, PersonalBests, RecordEntry } from '../types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function entryFromData(value: unknown): RecordEntry | undefined {
  if (!isRecord(value) || typeof value.weightOz !== 'number') return undefined;
  return {
    catchId: text(value.catchId),
    memberName: text(value.memberName),
    fishType: text(value.fishType),
    catchLocation: text(value.catchLocation),
    weightOz: value.weightOz,
  };
}

function entriesFromData(value: unknown): Record<string, RecordEntry> {
  if (!isRecord(value)) return {};
  const entries: Record<string, RecordEntry> = {};
  for (const [key, item] of Object.entries(value)) {
    const entry = entryFromData(item);
    if (entry) entries[key] = entry;
  }
  return entries;
}

/** records/club as ClubRecords; a missing or damaged document reads as no records yet. */
export function clubRecordsFromData(data: DocumentData | undefined): ClubRecords {
  const waters: Record<string, Record<string, RecordEntry>> = {};
  for (const [water, value] of Object.entries(isRecord(data?.waters) ? data.waters : {})) {
    const entries = entriesFromData(value);
    if (Object.keys(entries).length > 0) waters[water] = entries;
  }
  return {
    species: entriesFromData(data?.species),
    waters,
    anglers: Array.isArray(data?.anglers)
      ? data.anglers.filter((name): name is string => typeof name === 'string')
      : [],
  };
}

export function personalBestsFromData(
  memberName: string,
  data: DocumentData | undefined,
): PersonalBests {
  return { memberName: text(data?.memberName) || memberName, bests: entriesFromData(data?.bests) };
}

/**
 * An approved catch document as a record entry, or undefined when it has no weight (such a catch
 * holds no record).
 */
export function entryFromCatch(catchId: string, data: DocumentData): RecordEntry | undefined {
  const weightOz = weightOzOf(data);
  if (weightOz === undefined) return undefined;
  return {
    catchId,
    memberName: text(data.memberName),
    fishType: text(data.fishType),
    catchLocation: text(data.catchLocation),
    weightOz,
  };
}

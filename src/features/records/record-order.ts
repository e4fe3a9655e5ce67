import type { RecordEntry } from './types';

/** By species name, as a list of records is read. */
export const bySpecies = (entries: RecordEntry[]) =>
  [...entries].sort((a, b) => a.fishType.localeCompare(b.fishType));

/** Heaviest first (then by species), so a water's list opens with its heaviest fish. */
export const byWeight = (entries: RecordEntry[]) =>
  [...entries].sort((a, b) => b.weightOz - a.weightOz || a.fishType.localeCompare(b.fishType));

/** One approved catch as a record holds it: enough to show it without reading the catch. */
export interface RecordEntry {
  catchId: string;
  memberName: string;
  fishType: string;
  catchLocation: string;
  /** pounds * 16 + ounces: what records compare. */
  weightOz: number;
}

/**
 * records/club: the heaviest approved catch of each species, over all waters and at each water,
 * and the names of the anglers who hold a personal best (so a visitor can pick one).
 * Species and anglers are keyed exactly as typed on the catch ("Carp" and "carp" stand apart):
 * the recount after a deletion finds the next holder with an equality query on those fields.
 */
export interface ClubRecords {
  species: Record<string, RecordEntry>;
  waters: Record<string, Record<string, RecordEntry>>;
  anglers: string[];
}

/** personalBests/{personalBestId(memberName)}: one angler's heaviest approved catch per species. */
export interface PersonalBests {
  memberName: string;
  bests: Record<string, RecordEntry>;
}

/** A place a record is kept, named so a deletion can recount exactly the places it held. */
export type RecordSlot =
  | { kind: 'species'; fishType: string }
  | { kind: 'water'; water: string; fishType: string }
  | { kind: 'personal'; memberName: string; fishType: string };

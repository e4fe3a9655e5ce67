/** The club's three waters: their storage key, route slug and display name. */
export const WATERS = [
  { key: 'weston', slug: 'weston', name: 'Weston' },
  { key: 'warrensGreen', slug: 'warrens-green', name: 'Warrens Green' },
  { key: 'clayEnd', slug: 'clay-end', name: 'Clay End' },
] as const;

export type Water = (typeof WATERS)[number];
export type WaterKey = Water['key'];

/** Firestore path of a water's entries: waters/{key}/{key}Data (docs/product-spec.md §7). */
export function waterEntriesPath(key: WaterKey): [string, string, string] {
  return ['waters', key, `${key}Data`];
}

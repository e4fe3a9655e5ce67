/** How long public data kept on the device may be shown: a month-old page beats a blank one. */
export const OFFLINE_DATA_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Page snapshots (page-snapshots.ts): the last seen `<main>` of a public page, painted by the built
 * index.html before the app boots. A page whose markup and CSS together are longer than this (in
 * characters) is not kept: localStorage is small and read synchronously on every first load.
 */
export const PAGE_SNAPSHOT_MAX_CHARS = 150_000;
/** How many pages' snapshots are kept; the least recently kept goes first. */
export const PAGE_SNAPSHOT_MAX_PATHS = 4;
/**
 * When a snapshot was painted, how long the app waits for the kept data to be put back before its
 * first render (which replaces the snapshot): long enough that it renders the page, not a spinner.
 */
export const PAGE_SNAPSHOT_RENDER_WAIT_MS = 400;

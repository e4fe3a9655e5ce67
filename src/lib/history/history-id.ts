/**
 * history/{id}: the document's path with '~' for '/', then '@' and its new revision, as
 * firestore.rules' historyId() computes it (so an id is taken once, and a revision never reused).
 */
export function historyId(path: string, rev: number): string {
  return `${path.replaceAll('/', '~')}@${rev}`;
}

/** A stored document's revision: 0 for one written before revisions existed. */
export function revOf(data: Record<string, unknown> | undefined | null): number {
  const rev = data?.rev;
  return typeof rev === 'number' && Number.isInteger(rev) ? rev : 0;
}

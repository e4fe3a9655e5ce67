import type { HistoryArea } from '../../config/areas';

/** An area of the back office whose changes are recorded: its permission flag (src/config/areas.ts). */
export type { HistoryArea };

/** What a change did, as the history lists it. */
export type HistoryKind =
  | 'create'
  | 'edit'
  | 'delete'
  | 'restore'
  | 'approve'
  | 'publish'
  // A catch given the reason it was not approved (issue 34, point 6).
  | 'notApprove';

export const HISTORY_COLLECTION = 'history';

/** How long a deleted item stays in Recently deleted before the purge removes it for good. */
export const BIN_DAYS = 90;

/** history/{id}: one change of one document (firestore.rules, validHistory). */
export interface HistoryEntry {
  id: string;
  area: HistoryArea;
  /** The document's path, e.g. 'content/main/homeArticles/abc'. */
  path: string;
  /** The document's revision after this change. */
  rev: number;
  kind: HistoryKind;
  /** The document as it was before the change; null when it did not exist. */
  before: Record<string, unknown> | null;
  by: string;
  email: string | null;
  at: Date;
  /** The item's name when the change was made ("Opening day"), for lists. */
  title?: string;
  /** For a restore: the revision whose version was put back. */
  from?: number;
}

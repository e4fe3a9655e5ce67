import type { CatchLocation } from '../../config/constants';

export interface Catch {
  id: string;
  catchLocation: CatchLocation | string;
  fishLbs?: number;
  fishOz?: number;
  fishType: string;
  memberName: string;
  imgURL: string;
  /** About 400 px wide; the list shows this, the zoom dialog the full photo. */
  thumbURL?: string;
  isPublic: boolean;
  orderRank: number;
  /**
   * The admin server saw the photo and thumbnail in Storage (true), or found one missing (false);
   * undefined until it has looked. Only a catch with true can be approved (firestore.rules).
   */
  photoStored?: boolean;
  /** When it was submitted (catches from before the drafts have none). */
  submittedAt?: Date;
  /** Why the catches admin did not approve it, as the member reads it (issue 34, point 6). */
  notApprovedReason?: string;
  /** Lowercase word prefixes of memberName, fishType and catchLocation, for array-contains search. */
  searchKeywords?: string[];
}

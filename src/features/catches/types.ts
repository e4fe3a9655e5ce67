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
  /** Lowercase word prefixes of memberName, fishType and catchLocation, for array-contains search. */
  searchKeywords?: string[];
}

import { Timestamp, type DocumentData } from 'firebase/firestore/lite';
import { numberOr, optionalNumber, optionalText, text } from '../../../lib/firestore-values';
import type { Catch } from '../types';

/** A stored catch document as a Catch, with safe defaults for missing or mistyped fields. */
export function catchFromData(id: string, data: DocumentData): Catch {
  return {
    id,
    catchLocation: text(data.catchLocation),
    fishLbs: optionalNumber(data.fishLbs),
    fishOz: optionalNumber(data.fishOz),
    fishType: text(data.fishType),
    memberName: text(data.memberName),
    imgURL: text(data.imgURL),
    thumbURL: optionalText(data.thumbURL),
    isPublic: data.isPublic === true,
    orderRank: numberOr(data.orderRank, 0),
    ...(data.submittedAt instanceof Timestamp && { submittedAt: data.submittedAt.toDate() }),
    ...(typeof data.notApprovedReason === 'string' && {
      notApprovedReason: data.notApprovedReason,
    }),
    ...(typeof data.photoStored === 'boolean' ? { photoStored: data.photoStored } : {}),
  };
}

import type { DocumentData } from 'firebase/firestore/lite';
import type { CatchLocation } from '../../../config/constants';
import { searchKeywords } from '../search-keywords';

/** The fields a member types (and a catches admin may correct): name, water, species, weight. */
export interface CatchFieldsInput {
  memberName: string;
  catchLocation: CatchLocation;
  fishType: string;
  fishLbs?: number | undefined;
  fishOz?: number | undefined;
}

/**
 * Those fields as stored, as firestore.rules check them on a submission and on an admin's edit:
 * trimmed, the weight also as a number to sort by (club records; absent when no weight was
 * given), and the search keywords that follow from them.
 */
export function catchFields(input: CatchFieldsInput): DocumentData {
  const memberName = input.memberName.trim();
  const fishType = input.fishType.trim();
  const weighed = input.fishLbs !== undefined || input.fishOz !== undefined;
  return {
    memberName,
    catchLocation: input.catchLocation,
    fishType,
    ...(input.fishLbs === undefined ? {} : { fishLbs: input.fishLbs }),
    ...(input.fishOz === undefined ? {} : { fishOz: input.fishOz }),
    ...(weighed ? { weightOz: (input.fishLbs ?? 0) * 16 + (input.fishOz ?? 0) } : {}),
    searchKeywords: searchKeywords(memberName, fishType, input.catchLocation),
  };
}

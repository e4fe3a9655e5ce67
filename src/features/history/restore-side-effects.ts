import type { HistoryArea, RestoreSideEffect } from '../../lib/history';
import { catchRestoreEffect } from '../catches';
import { restoreSocialSummary } from '../socials';

/**
 * What an area does beside the document when Recently deleted puts an item back: a social link
 * its summary, a catch the club records.
 */
export const RESTORE_SIDE_EFFECTS: Partial<Record<HistoryArea, RestoreSideEffect>> = {
  manageSocials: restoreSocialSummary,
  manageCatches: catchRestoreEffect,
};

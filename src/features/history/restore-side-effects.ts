import type { HistoryArea, RestoreSideEffect } from '../../lib/history';
import { restoreSocialSummary } from '../socials';

/** What an area does beside the document when Recently deleted puts an item back. */
export const RESTORE_SIDE_EFFECTS: Partial<Record<HistoryArea, RestoreSideEffect>> = {
  manageSocials: restoreSocialSummary,
};

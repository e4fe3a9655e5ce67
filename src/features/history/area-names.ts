import type { HistoryArea } from '../../lib/history';

/** Each recorded area as the back office names it. */
export const AREA_NAMES: Record<HistoryArea, string> = {
  manageCatches: 'Catches',
  manageCommittee: 'Committee',
  manageContacts: 'Contacts',
  manageContent: 'Content',
  manageMatches: 'Matches',
  manageSocials: 'Socials',
  manageWaters: 'Waters',
};

export const HISTORY_AREAS = Object.keys(AREA_NAMES) as HistoryArea[];

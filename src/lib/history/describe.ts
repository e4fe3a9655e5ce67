import { CLUB_TIME_ZONE } from '../../config/club-time';
import type { HistoryKind } from './types';

/** How each kind of change reads in the history: "Edited by …". */
export const KIND_TEXT: Record<HistoryKind, string> = {
  create: 'Added',
  edit: 'Edited',
  delete: 'Deleted',
  restore: 'Restored',
  approve: 'Approved',
  publish: 'Published',
  notApprove: 'Not approved',
};

/** "12/05/2026, 14:03", the day and time a change was made. */
export function changedAt(date: Date): string {
  return date.toLocaleString('en-GB', {
    // The club's time, as every other time the back office shows.
    timeZone: CLUB_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

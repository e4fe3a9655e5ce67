/** What changed between two versions of a document, in words a volunteer reads. */

import { CLUB_TIME_ZONE } from '../../config/club-time';

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

// Bookkeeping fields, not what a volunteer typed.
const HIDDEN = new Set([
  'rev',
  'searchKeywords',
  'weightOz',
  'orderRank',
  'ownerUid',
  'unfinished',
  // Set by every write: it changes with each entry and says nothing the entry does not.
  'updatedAt',
]);

/** "01/07/2026, 13:00:00": the club's time (Europe/London), wherever the admin's phone is. */
const clubTime = (date: Date) => date.toLocaleString('en-GB', { timeZone: CLUB_TIME_ZONE });

/** A stored value as short text: markup dropped, dates as dates, long text cut. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object' && value !== null && 'toDate' in value)
    return clubTime((value as { toDate: () => Date }).toDate());
  if (value instanceof Date) return clubTime(value);
  if (typeof value === 'string') {
    const plain = value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return plain.length > 120 ? `${plain.slice(0, 119)}…` : plain;
  }
  if (typeof value === 'object') return JSON.stringify(value).slice(0, 120);
  return String(value);
}

/** The fields whose text differs between `before` and `after` (either may be missing). */
export function diffVersions(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
    .filter((field) => !HIDDEN.has(field))
    .sort();
  return fields
    .map((field) => ({
      field,
      before: valueText(before?.[field]),
      after: valueText(after?.[field]),
    }))
    .filter((change) => change.before !== change.after);
}

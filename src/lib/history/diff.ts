/** What changed between two versions of a document, in words a volunteer reads. */

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
]);

/** A stored value as short text: markup dropped, dates as dates, long text cut. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object' && value !== null && 'toDate' in value)
    return (value as { toDate: () => Date }).toDate().toLocaleString('en-GB');
  if (value instanceof Date) return value.toLocaleString('en-GB');
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

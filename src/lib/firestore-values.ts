/**
 * Reading stored fields at the data boundary: Timestamps become Dates, and a missing or mistyped
 * field becomes a safe default instead of crashing a page.
 */
import { Timestamp } from 'firebase/firestore/lite';

export function text(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

export function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function optionalNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function dateOf(value: unknown): Date {
  return value instanceof Timestamp ? value.toDate() : value instanceof Date ? value : new Date(0);
}

/** A stored time: a Timestamp, or the ISO string the admin server writes; else null. */
export function timeOrNull(value: unknown): Date | null {
  if (value instanceof Timestamp) return value.toDate();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value);
  return null;
}

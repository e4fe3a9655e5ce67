/**
 * The register's search, filters and CSV export as plain functions of the rows and the day, so
 * what the secretary sees and what the file holds are the same rows.
 */
import {
  standingOn,
  STANDING_LABELS,
  type MembershipSettings,
  type Standing,
} from '../../../config/membership';
import { formatIsoDay } from '../../../lib/dates';
import type { ClubMember } from '../types';

/** The expiry filter's "never paid" choice (paidUntil is a day otherwise). */
export const NEVER_PAID = 'never';

export interface RegisterFilter {
  /** Part of a name, a member number or an e-mail address. */
  search: string;
  standing: Standing | '';
  typeId: string;
  /** A paidUntil day, NEVER_PAID, or '' for any. */
  expiry: string;
}

export const NO_FILTER: RegisterFilter = { search: '', standing: '', typeId: '', expiry: '' };

type Dates = Pick<MembershipSettings, 'renewalOpensDays' | 'graceDays'>;

export function standingOf(member: ClubMember, settings: Dates, today: string): Standing {
  return standingOn(member, settings, today);
}

/** The rows that match every filter given. */
export function filterRegister(
  members: readonly ClubMember[],
  filter: RegisterFilter,
  settings: Dates,
  today: string,
): ClubMember[] {
  const words = filter.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return members.filter((member) => {
    const haystack = `${member.name} ${member.memberNumber} ${member.email}`.toLowerCase();
    if (!words.every((word) => haystack.includes(word))) return false;
    if (filter.standing && standingOf(member, settings, today) !== filter.standing) return false;
    if (filter.typeId && member.typeId !== filter.typeId) return false;
    if (filter.expiry === NEVER_PAID) return member.paidUntil === null;
    return !filter.expiry || member.paidUntil === filter.expiry;
  });
}

/** The distinct paid-until days, latest first (the expiry filter's choices). */
export function expiryChoices(members: readonly ClubMember[]): string[] {
  const days = new Set(members.flatMap((m) => (m.paidUntil ? [m.paidUntil] : [])));
  return [...days].sort().reverse();
}

const CSV_COLUMNS: [string, (m: ClubMember, standing: Standing) => string][] = [
  ['Member number', (m) => m.memberNumber],
  ['Name', (m) => m.name],
  ['Email', (m) => m.email],
  ['Phone', (m) => m.phone],
  ['Address', (m) => m.address],
  ['Type', (m) => m.typeName],
  ['Standing', (_m, standing) => STANDING_LABELS[standing]],
  ['Paid until', (m) => m.paidUntil ?? ''],
  ['Payment reference', (m) => m.paymentReference],
  ['Date of birth', (m) => m.dateOfBirth ?? ''],
  ['Guardian', (m) => (m.guardian ? `${m.guardian.name}, ${m.guardian.phone}` : '')],
];

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell that a
 * spreadsheet would run as a formula (=, +, -, @) is prefixed with ' so it stays text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The filter in words, as the export's record keeps it: "Standing: Lapsed; Type: Adult". */
export function filterText(filter: RegisterFilter, typeNames: Record<string, string>): string {
  const parts = [
    filter.search.trim() && `Search: ${filter.search.trim()}`,
    filter.standing && `Standing: ${STANDING_LABELS[filter.standing]}`,
    filter.typeId && `Type: ${typeNames[filter.typeId] ?? filter.typeId}`,
    filter.expiry &&
      `Paid until: ${filter.expiry === NEVER_PAID ? 'not paid' : formatIsoDay(filter.expiry)}`,
  ].filter(Boolean);
  return parts.length ? parts.join('; ').slice(0, 300) : 'All members';
}

/** The rows as a CSV file's text, a header line first, lines ended CRLF. */
export function registerCsv(
  members: readonly ClubMember[],
  settings: Dates,
  today: string,
): string {
  const lines = [
    CSV_COLUMNS.map(([header]) => csvCell(header)).join(','),
    ...members.map((member) => {
      const standing = standingOf(member, settings, today);
      return CSV_COLUMNS.map(([, value]) => csvCell(value(member, standing))).join(',');
    }),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

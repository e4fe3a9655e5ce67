/**
 * Club membership as plain data and dates (issue 33, docs/members.md): the types a member joins
 * as, the club's season, and where a member stands on a given day. Shared with the admin server,
 * which decides payments and permits by the same rules (eslint-rules/import-boundaries.js), so
 * it imports nothing and never reads the clock: every function is given `today`.
 *
 * Days are ISO dates ("2026-04-01"), compared as text; a season's ends are "MM-DD".
 */

export const AGE_BANDS = ['junior', 'adult', 'senior', 'concession'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const AGE_BAND_LABELS: Record<AgeBand, string> = {
  junior: 'Junior (under 18)',
  adult: 'Adult',
  senior: 'Senior (65 and over)',
  concession: 'Concession',
};

/** A junior is under this age on the day they join; a senior at least SENIOR_AGE. */
export const ADULT_AGE = 18;
export const SENIOR_AGE = 65;

/** membershipTypes/{id}: what a member joins as. Public: /join lists them. */
export interface MembershipType {
  name: string;
  /** Whole pence (Stripe's smallest unit for GBP). */
  pricePence: number;
  ageBand: AgeBand;
  /** At most this many active members of the type; further applicants join the waiting list. */
  cap: number | null;
  description: string;
}

/** "MM-DD" to "MM-DD", inclusive; may wrap the year's end (a closed season, 03-15 to 06-15). */
export interface DayRange {
  from: string;
  to: string;
}

/** clubSettings/membership: the season and how members pay. Public: /join shows the bank details. */
export interface MembershipSettings {
  /** The season's first and last day, "MM-DD" (1 April to 31 March: "04-01", "03-31"). */
  seasonStart: string;
  seasonEnd: string;
  /** Renew shows from this many days before the season ends. */
  renewalOpensDays: number;
  /** A membership not renewed lapses this many days after its season ends. */
  graceDays: number;
  bankAccountName: string;
  bankSortCode: string;
  bankAccountNumber: string;
  dayTicketPricePence: number;
  /** Day tickets sold per water per day, or no limit. */
  dayTicketsPerDay: number | null;
  /** Only signed-in members may submit catches. */
  membersOnlyCatches: boolean;
  /** Each water's closed season by water name (CATCH_LOCATIONS); absent: open all year. */
  closedSeasons: Record<string, DayRange>;
}

/** clubSettings/membership before the Members admins first save it (site and server alike). */
export const DEFAULT_MEMBERSHIP_SETTINGS: MembershipSettings = {
  seasonStart: '04-01',
  seasonEnd: '03-31',
  renewalOpensDays: 30,
  graceDays: 30,
  bankAccountName: '',
  bankSortCode: '',
  bankAccountNumber: '',
  dayTicketPricePence: 800,
  dayTicketsPerDay: null,
  membersOnlyCatches: false,
  closedSeasons: {},
};

/** A day of the year as "MM-DD" (a season's ends, a closed season's). */
export const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** What is stored on clubMembers/{id}.status; the server is its one writer. */
export const MEMBER_STATUSES = [
  'waitingList',
  'awaitingPayment',
  'active',
  'refunded',
  'closed',
] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** A junior's parent or guardian, who consents to the membership. */
export interface Guardian {
  name: string;
  email: string;
  phone: string;
}

/**
 * What every side reads of a clubMembers/{id} record (docs/members.md, "Data"): the admin server
 * stores it, the register and /account show it. Each adds the fields only it handles.
 */
export interface MemberBasics {
  memberNumber: string;
  email: string;
  name: string;
  phone: string;
  address: string;
  publishName: boolean;
  publishPhotos: boolean;
  typeId: string;
  typeName: string;
  ageBand: AgeBand;
  status: MemberStatus;
  /** The last day of the last season paid for, or null before a first payment. */
  paidUntil: string | null;
  /** What a bank transfer quotes ("PAC-1042"). */
  paymentReference: string;
}

/** Where a member stands on a day: the stored status read against the dates. */
export type Standing =
  | 'waitingList'
  | 'awaitingPayment'
  | 'active'
  | 'renewalDue'
  | 'grace'
  | 'lapsed'
  | 'refunded'
  | 'closed';

export const STANDING_LABELS: Record<Standing, string> = {
  waitingList: 'On the waiting list',
  awaitingPayment: 'Awaiting payment',
  active: 'Active',
  renewalDue: 'Renewal due',
  grace: 'Renewal overdue',
  lapsed: 'Lapsed',
  refunded: 'Refunded',
  closed: 'Closed',
};

/** The season ("YYYY-MM-DD" to "YYYY-MM-DD") that contains `day`. */
export function seasonOf(
  day: string,
  settings: Pick<MembershipSettings, 'seasonStart' | 'seasonEnd'>,
): { start: string; end: string } {
  const year = Number(day.slice(0, 4));
  const startYear = day.slice(5) >= settings.seasonStart ? year : year - 1;
  const wraps = settings.seasonEnd < settings.seasonStart;
  return {
    start: `${startYear}-${settings.seasonStart}`,
    end: `${wraps ? startYear + 1 : startYear}-${settings.seasonEnd}`,
  };
}

/** `day` moved by whole days (UTC, so no clock change moves it). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The season a payment made on `day` pays for: the next one once renewal has opened. */
export function seasonPaidFor(
  day: string,
  settings: Pick<MembershipSettings, 'seasonStart' | 'seasonEnd' | 'renewalOpensDays'>,
): { start: string; end: string } {
  const current = seasonOf(day, settings);
  return day >= addDays(current.end, -settings.renewalOpensDays)
    ? seasonOf(addDays(current.end, 1), settings)
    : current;
}

/** A member's stored state, as far as standing needs it. */
export interface MemberDates {
  status: MemberStatus;
  /** The last day of the last season paid for, or null before a first payment. */
  paidUntil: string | null;
}

/** Where a member stands on `day` (the register's filter, /account, the permit). */
export function standingOn(
  member: MemberDates,
  settings: Pick<MembershipSettings, 'renewalOpensDays' | 'graceDays'>,
  day: string,
): Standing {
  if (member.status !== 'active' || member.paidUntil === null) return member.status;
  // Renewal opens on the day seasonPaidFor starts paying for the next season, not a day later.
  if (day < addDays(member.paidUntil, -settings.renewalOpensDays)) return 'active';
  if (day <= member.paidUntil) return 'renewalDue';
  if (day <= addDays(member.paidUntil, settings.graceDays)) return 'grace';
  return 'lapsed';
}

/** Renew shows on /account (one tap, same details, pay again). */
export function canRenew(standing: Standing): boolean {
  return standing === 'renewalDue' || standing === 'grace' || standing === 'lapsed';
}

/** Whether "MM-DD" of `day` falls in the range (inclusive, wrapping the year's end). */
export function inDayRange(day: string, range: DayRange): boolean {
  const monthDay = day.slice(5);
  return range.from <= range.to
    ? monthDay >= range.from && monthDay <= range.to
    : monthDay >= range.from || monthDay <= range.to;
}

/** A water's closed season covers `day` (day tickets refused, permits not valid there). */
export function inClosedSeason(
  water: string,
  day: string,
  settings: Pick<MembershipSettings, 'closedSeasons'>,
): boolean {
  const range = settings.closedSeasons[water];
  return range !== undefined && inDayRange(day, range);
}

/** Whole years from `dateOfBirth` to `day`, both ISO dates. */
export function ageOn(dateOfBirth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

/** Why someone of this age cannot join as this band, or null when they can. */
export function ageBandProblem(band: AgeBand, age: number | null): string | null {
  if (band === 'junior' && (age === null || age >= ADULT_AGE)) {
    return `A junior membership is for under-${ADULT_AGE}s: give a date of birth that shows it.`;
  }
  if (band === 'senior' && (age === null || age < SENIOR_AGE)) {
    return `A senior membership is for members aged ${SENIOR_AGE} and over.`;
  }
  return null;
}

/** What a permit QR carries (a JWS signed by the admin server; docs/members.md, "Permits"). */
export interface PermitClaims {
  /** The permit's id: revocations name it. */
  jti: string;
  kind: 'member' | 'day';
  /** The holder's name as a bailiff reads it. */
  name: string;
  /** The member number ("1042"), or the day ticket's reference. */
  num: string;
  /** The membership type's name, or "Day ticket". */
  type: string;
  /** The waters it is good for (CATCH_LOCATIONS names). */
  waters: string[];
  /** First and last valid day, ISO dates. */
  from: string;
  until: string;
  /** The holder's photo (a Storage URL), when they have one. */
  photo?: string;
}

/** A bailiff's verdict on a permit for a water on a day. */
export type PermitVerdict =
  | { valid: true }
  | {
      valid: false;
      reason: 'expired' | 'notYetValid' | 'revoked' | 'wrongWater' | 'closedSeason' | 'waterClosed';
    };

/**
 * Judges verified claims (signature already checked) for `water` on `day`. `closedWaters`: the
 * waters closed by their status on `day` (src/config/water-status.ts, statusOn), by name; a
 * restricted water is still fished, so it is not among them.
 */
export function judgePermit(
  claims: PermitClaims,
  water: string,
  day: string,
  revoked: ReadonlySet<string>,
  settings: Pick<MembershipSettings, 'closedSeasons'>,
  closedWaters: ReadonlySet<string> = new Set(),
): PermitVerdict {
  if (revoked.has(claims.jti)) return { valid: false, reason: 'revoked' };
  if (day > claims.until) return { valid: false, reason: 'expired' };
  if (day < claims.from) return { valid: false, reason: 'notYetValid' };
  if (!claims.waters.includes(water)) return { valid: false, reason: 'wrongWater' };
  if (inClosedSeason(water, day, settings)) return { valid: false, reason: 'closedSeason' };
  if (closedWaters.has(water)) return { valid: false, reason: 'waterClosed' };
  return { valid: true };
}

/**
 * The fields of a member's record a member (or the secretary) edits, and a restore from history
 * may put back (admin-server's /members/:id/restore): never money or status, which only a
 * payment or the secretary's own actions change.
 */
export const MEMBER_DETAIL_FIELDS = [
  'name',
  'phone',
  'address',
  'dateOfBirth',
  'guardian',
  'publishName',
  'publishPhotos',
] as const;

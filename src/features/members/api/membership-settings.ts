import { queryOptions } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import {
  DEFAULT_MEMBERSHIP_SETTINGS,
  MONTH_DAY,
  type DayRange,
  type MembershipSettings,
} from '../../../config/membership';

export { DEFAULT_MEMBERSHIP_SETTINGS };
import { db } from '../../../lib/firebase';
import { changeRecorded, type Recorded } from '../../../lib/history';

/** clubSettings/membership: one document, public (/join shows the bank details). */
export const membershipSettingsRef = () => doc(db, COLLECTIONS.clubSettings, 'membership');

/** Whether text is a day of the year as "MM-DD". */
export function isMonthDay(value: unknown): value is string {
  return typeof value === 'string' && MONTH_DAY.test(value);
}

function closedSeasonsOf(value: unknown): Record<string, DayRange> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, Partial<DayRange>>).filter(
      ([, range]) => isMonthDay(range?.from) && isMonthDay(range?.to),
    ),
  ) as Record<string, DayRange>;
}

/** The stored settings, each field that is missing or malformed at its default. */
export function parseMembershipSettings(data: Record<string, unknown> | undefined) {
  const d = DEFAULT_MEMBERSHIP_SETTINGS;
  const stored = data ?? {};
  const num = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
  const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  return {
    seasonStart: isMonthDay(stored.seasonStart) ? stored.seasonStart : d.seasonStart,
    seasonEnd: isMonthDay(stored.seasonEnd) ? stored.seasonEnd : d.seasonEnd,
    renewalOpensDays: num(stored.renewalOpensDays, d.renewalOpensDays),
    graceDays: num(stored.graceDays, d.graceDays),
    bankAccountName: str(stored.bankAccountName, ''),
    bankSortCode: str(stored.bankSortCode, ''),
    bankAccountNumber: str(stored.bankAccountNumber, ''),
    dayTicketPricePence: num(stored.dayTicketPricePence, d.dayTicketPricePence),
    dayTicketsPerDay:
      typeof stored.dayTicketsPerDay === 'number' ? num(stored.dayTicketsPerDay, 1) : null,
    membersOnlyCatches: stored.membersOnlyCatches === true,
    closedSeasons: closedSeasonsOf(stored.closedSeasons),
  } satisfies MembershipSettings;
}

export async function fetchMembershipSettings(): Promise<MembershipSettings> {
  const snapshot = await getDoc(membershipSettingsRef());
  return parseMembershipSettings(snapshot.data());
}

export const membershipSettingsQuery = queryOptions({
  queryKey: ['clubSettings', 'membership'],
  queryFn: fetchMembershipSettings,
});

/** Saves the whole settings document, recorded (History, Undo); the first save creates it. */
export function saveMembershipSettings(settings: MembershipSettings): Promise<Recorded> {
  return changeRecorded(
    membershipSettingsRef(),
    { area: 'manageMembers', kind: 'edit', title: 'Season and settings' },
    () => ({ ...settings }),
    { upsert: true },
  );
}

import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  DEFAULT_MEMBERSHIP_SETTINGS,
  MONTH_DAY,
  type DayRange,
  type MembershipSettings,
} from '../../../src/config/membership.ts';

export { DEFAULT_MEMBERSHIP_SETTINGS };

const monthDay = z.string().regex(MONTH_DAY);
const dayRange: z.ZodType<DayRange> = z.object({ from: monthDay, to: monthDay });

/**
 * Each field read on its own: a field missing or malformed falls back to its default, so one bad
 * value (the rules validate writes, but documents from before may differ) cannot stop payments.
 */
const settingsSchema = z.object({
  seasonStart: monthDay.catch(DEFAULT_MEMBERSHIP_SETTINGS.seasonStart),
  seasonEnd: monthDay.catch(DEFAULT_MEMBERSHIP_SETTINGS.seasonEnd),
  renewalOpensDays: z.number().int().min(0).max(365).catch(30),
  graceDays: z.number().int().min(0).max(365).catch(30),
  bankAccountName: z.string().catch(''),
  bankSortCode: z.string().catch(''),
  bankAccountNumber: z.string().catch(''),
  dayTicketPricePence: z.number().int().min(0).catch(800),
  dayTicketsPerDay: z.number().int().min(1).nullable().catch(null),
  membersOnlyCatches: z.boolean().catch(false),
  closedSeasons: z.record(z.string(), dayRange).catch({}),
});

/** clubSettings/membership as stored, each field defaulted. */
export function parseMembershipSettings(data: unknown): MembershipSettings {
  return settingsSchema.parse(data ?? {});
}

export async function membershipSettings(db: Firestore): Promise<MembershipSettings> {
  return parseMembershipSettings((await db.doc('clubSettings/membership').get()).data());
}

/** The treasurer's account, as clubSettings/membership gives it. */
export interface BankDetails {
  accountName: string;
  sortCode: string;
  accountNumber: string;
}

/** What /join and a renewal show for paying the treasurer. */
export function bankDetails(settings: MembershipSettings): BankDetails {
  return {
    accountName: settings.bankAccountName,
    sortCode: settings.bankSortCode,
    accountNumber: settings.bankAccountNumber,
  };
}

/** The treasurer's account where the club has named one (its number and sort code), for an email. */
export function namedBankAccount(settings: MembershipSettings): BankDetails | null {
  const bank = bankDetails(settings);
  return bank.accountNumber && bank.sortCode ? bank : null;
}

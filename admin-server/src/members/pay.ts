/** How a member pays: Stripe Checkout when the server has it, otherwise the treasurer's bank. */
import type { Logger } from 'pino';
import type { CheckoutInput } from '../payments/checkout.ts';
import { CLUB_NAME } from '../../../src/config/club.ts';
import { seasonPaidFor, type MembershipSettings } from '../../../src/config/membership.ts';
import { ukDate } from '../mail/templates.ts';
import { bankDetails, type BankDetails } from './settings.ts';

/**
 * What Stripe's page and receipt call a membership payment: "Priory Angling Club membership
 * (Adult), season to 31 March 2027", or "... membership renewal (Adult), ..." for a member who
 * has paid for a season before. The season is the one a payment made `today` pays for
 * (seasonPaidFor), as the webhook will record it.
 */
export function membershipDescription(
  typeName: string,
  settings: MembershipSettings,
  today: string,
  renewal: boolean,
): string {
  const season = seasonPaidFor(today, settings);
  const what = renewal ? 'membership renewal' : 'membership';
  return `${CLUB_NAME} ${what} (${typeName}), season to ${ukDate(season.end)}`;
}

/** Stripe's line for a day ticket: "Priory Angling Club day ticket: Weston, 28 November 2026". */
export function dayTicketDescription(water: string, date: string): string {
  return `${CLUB_NAME} day ticket: ${water}, ${ukDate(date)}`;
}

export type PayAnswer =
  | {
      method: 'bank';
      bank: BankDetails & { reference: string };
      /** A card was asked for and Stripe failed: the page says so (src/features/membership). */
      cardUnavailable?: true;
    }
  | { method: 'stripe'; checkoutUrl: string };

/**
 * The answer's `pay`. Should Stripe fail, the member has joined all the same (nothing they typed
 * is lost): they are shown the treasurer's bank details instead, and may pay online later from
 * their account (POST /account/renew).
 */
export async function payFor(
  log: Pick<Logger, 'error'>,
  startCheckout: ((input: CheckoutInput) => Promise<string>) | undefined,
  settings: MembershipSettings,
  request: CheckoutInput & { reference: string },
): Promise<PayAnswer> {
  const bank = { ...bankDetails(settings), reference: request.reference };
  if (!startCheckout) return { method: 'bank', bank };
  const { kind, id, amountPence, description, email } = request;
  try {
    const checkoutUrl = await startCheckout({ kind, id, amountPence, description, email });
    return { method: 'stripe', checkoutUrl };
  } catch (error) {
    log.error(checkoutFailure(error), 'Stripe checkout could not be started');
    return { method: 'bank', bank, cardUnavailable: true };
  }
}

/**
 * What the log says of a failed checkout: the error's kind and code, never its message, which
 * may quote what was sent (the buyer's e-mail).
 */
export function checkoutFailure(error: unknown) {
  const { name, type, code, statusCode } = (error ?? {}) as Record<string, unknown>;
  return { failure: { name, type, code, statusCode } };
}

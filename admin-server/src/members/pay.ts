/** How a member pays: Stripe Checkout when the server has it, otherwise the treasurer's bank. */
import type { CheckoutRequest } from '../app.ts';
import type { MembershipSettings } from '../../../src/config/membership.ts';
import { bankDetails } from './settings.ts';

export type PayAnswer =
  | { method: 'bank'; bank: ReturnType<typeof bankDetails> & { reference: string } }
  | { method: 'stripe'; checkoutUrl: string };

export async function payFor(
  startCheckout: ((input: CheckoutRequest) => Promise<string>) | undefined,
  settings: MembershipSettings,
  request: CheckoutRequest & { reference: string },
): Promise<PayAnswer> {
  if (!startCheckout) {
    return { method: 'bank', bank: { ...bankDetails(settings), reference: request.reference } };
  }
  const { kind, id, amountPence, description, email } = request;
  return {
    method: 'stripe',
    checkoutUrl: await startCheckout({ kind, id, amountPence, description, email }),
  };
}

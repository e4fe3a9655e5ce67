/**
 * Stripe Checkout for a membership or a day ticket: the admin server creates the session with the
 * price it knows, and the payer's browser is sent to Stripe's hosted page (no card data reaches
 * the club's servers). What was paid is known only from the verified webhook (stripe-webhook.ts),
 * which reads back the session's client_reference_id.
 */
import type Stripe from 'stripe';

export type CheckoutKind = 'membership' | 'dayTicket';

export interface CheckoutInput {
  kind: CheckoutKind;
  /** clubMembers/{id} or dayTickets/{id} */
  id: string;
  amountPence: number;
  /** What the payer sees on Stripe's page and receipt ("Adult membership 2026–27"). */
  description: string;
  email: string;
}

/** Creates the session and answers its URL, where the payer's browser goes next. */
export type StartCheckout = (input: CheckoutInput) => Promise<string>;

/**
 * Where Stripe sends the payer back, on the site's own origin; `session_id` names the session
 * ({CHECKOUT_SESSION_ID} is filled in by Stripe). The pages say "paid, confirming…" until the
 * webhook has made it so.
 */
export const CHECKOUT_RETURN_PATHS: Record<CheckoutKind, { paid: string; cancelled: string }> = {
  // The member's own page (a renewing member is signed in there; a new one is asked to sign in).
  // There is no /join/paid: the payer came back to the site's 404.
  membership: { paid: '/account', cancelled: '/join' },
  // DayTicketPage answers `paid` (the ticket's own link, with its key, comes by email).
  dayTicket: { paid: '/day-tickets/paid', cancelled: '/day-tickets' },
};

/** `membership:<id>`: the webhook's only link from a payment back to what it paid for. */
export const checkoutReference = (kind: CheckoutKind, id: string) => `${kind}:${id}`;

export function parseCheckoutReference(
  reference: string | null | undefined,
): { kind: CheckoutKind; id: string } | null {
  const match = /^(membership|dayTicket):([A-Za-z0-9_-]{1,128})$/.exec(reference ?? '');
  return match ? { kind: match[1] as CheckoutKind, id: match[2] as string } : null;
}

export function checkoutStarter(stripe: Stripe, siteOrigin: string): StartCheckout {
  const origin = new URL(siteOrigin).origin;
  return async ({ kind, id, amountPence, description, email }) => {
    if (!Number.isInteger(amountPence) || amountPence <= 0) {
      throw new Error(`A checkout needs a whole, positive number of pence (got ${amountPence}).`);
    }
    const back = CHECKOUT_RETURN_PATHS[kind];
    // The library's retries carry an idempotency key of its own: a retry makes no second session.
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'gbp',
            unit_amount: amountPence,
            product_data: { name: description },
          },
        },
      ],
      customer_email: email,
      client_reference_id: checkoutReference(kind, id),
      metadata: { kind, id },
      success_url: `${origin}${back.paid}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}${back.cancelled}?cancelled=1`,
    });
    if (!session.url) throw new Error(`Stripe created checkout session ${session.id} with no URL.`);
    return session.url;
  };
}

/**
 * What a verified Stripe event does to the club's records, each event applied once: Stripe may
 * deliver an event more than once, and retries one until it is answered 2xx.
 *
 * stripeEvents/{eventId} is claimed in a transaction before anything changes and marked applied
 * after; a second delivery of an applied event changes nothing. A delivery that arrives while the
 * first is still being applied is told to come back later (Stripe retries); one whose first
 * attempt failed is applied again, since a failure releases the claim. Nothing personal is kept
 * on the event's record: its type and what it did.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { mailDayTicket } from '../mail/events.ts';
import { recordPayment, recordRefund } from '../members/payments.ts';
import { parseCheckoutReference } from './checkout.ts';
import { markDayTicketPaid, markDayTicketRefunded } from './day-ticket-payments.ts';

export interface StripeEventDeps {
  db: Firestore;
  stripe: Stripe;
  /** The club's day (ISO), injectable so tests fix it. */
  today: () => string;
}

export type EventResult =
  { applied: true; outcome: string } | { applied: false; reason: 'replay' | 'inProgress' };

/** How long a claim holds off a second delivery: longer than any one application takes. */
const CLAIM_MS = 60_000;

export async function applyStripeEvent(
  deps: StripeEventDeps,
  event: Stripe.Event,
): Promise<EventResult> {
  const ref = deps.db.doc(`stripeEvents/${event.id}`);
  const claim = await deps.db.runTransaction(async (tx) => {
    const seen = await tx.get(ref);
    if (seen.get('appliedAt')) return 'replay' as const;
    const claimedAt: unknown = seen.get('claimedAt');
    if (claimedAt instanceof Timestamp && Date.now() - claimedAt.toMillis() < CLAIM_MS) {
      return 'inProgress' as const;
    }
    tx.set(ref, {
      type: event.type,
      created: event.created,
      livemode: event.livemode,
      claimedAt: Timestamp.now(),
      appliedAt: null,
    });
    return 'claimed' as const;
  });
  if (claim !== 'claimed') return { applied: false, reason: claim };
  let outcome: string;
  try {
    outcome = await applyOnce(deps, event);
  } catch (error) {
    // Released, so Stripe's retry applies it; if even this fails, the claim lapses after CLAIM_MS.
    await ref.delete().catch(() => undefined);
    throw error;
  }
  await ref.update({ appliedAt: FieldValue.serverTimestamp(), outcome });
  return { applied: true, outcome };
}

async function applyOnce(deps: StripeEventDeps, event: Stripe.Event): Promise<string> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return sessionPaid(deps, event.data.object);
    case 'charge.refunded':
      return chargeRefunded(deps, event.data.object, new Date(event.created * 1000));
    default:
      return `ignored: ${event.type} is not one the club acts on`;
  }
}

async function sessionPaid(
  deps: StripeEventDeps,
  session: Stripe.Checkout.Session,
): Promise<string> {
  // A bank debit completes the session unpaid; its async_payment_succeeded event pays it.
  if (session.payment_status !== 'paid') return `ignored: session ${session.payment_status}`;
  const paidFor = parseCheckoutReference(session.client_reference_id);
  if (!paidFor) return 'ignored: not a checkout the club made';
  if (session.currency !== 'gbp' || session.amount_total === null) {
    return `ignored: paid in ${session.currency ?? 'no currency'}`;
  }
  if (paidFor.kind === 'dayTicket') {
    const { change, emailKey } = await markDayTicketPaid(deps.db, paidFor.id, {
      stripeSessionId: session.id,
      amountPence: session.amount_total,
    });
    // After the transaction, which may run more than once; it never throws (mail/events.ts).
    if (emailKey) await mailDayTicket(deps.db, paidFor.id, emailKey);
    return `day ticket ${change}`;
  }
  await recordPayment(deps.db, {
    memberId: paidFor.id,
    amountPence: session.amount_total,
    method: 'stripe',
    reference: paymentIntentId(session.payment_intent) ?? session.id,
    // The register's history names Stripe as the one who recorded it.
    by: 'stripe',
    byEmail: null,
    today: deps.today(),
    stripeSessionId: session.id,
  });
  return 'membership paid';
}

/**
 * A refund made in Stripe's dashboard. The charge names its payment intent, whose checkout
 * session says what was paid for; the refund is dated by the event. A partial refund leaves the membership or ticket as it is: the
 * club settles those by hand.
 */
async function chargeRefunded(
  deps: StripeEventDeps,
  charge: Stripe.Charge,
  at: Date,
): Promise<string> {
  if (!charge.refunded) return 'ignored: partly refunded';
  const paymentIntent = paymentIntentId(charge.payment_intent);
  if (!paymentIntent) return 'ignored: a charge without a payment intent';
  const sessions = await deps.stripe.checkout.sessions.list({
    payment_intent: paymentIntent,
    limit: 1,
  });
  const session = sessions.data[0];
  const paidFor = parseCheckoutReference(session?.client_reference_id);
  if (!session || !paidFor) return 'ignored: not a checkout the club made';
  if (paidFor.kind === 'dayTicket') {
    return `day ticket ${await markDayTicketRefunded(deps.db, paidFor.id, session.id)}`;
  }
  await recordRefund(deps.db, { stripeSessionId: session.id, at });
  return 'membership refunded';
}

const paymentIntentId = (value: string | Stripe.PaymentIntent | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

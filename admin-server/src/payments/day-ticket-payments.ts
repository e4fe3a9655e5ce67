/**
 * A day ticket's payment state, as Stripe's verified webhook reports it (dayTickets/{id}: docs/
 * members.md). Only awaiting → paid and paid → refunded move; anything else (a ticket already
 * paid, a refund of one never paid) changes nothing, so a late or repeated event is harmless.
 */
import { randomBytes } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { hashKey } from '../members/day-tickets.ts';

export type TicketChange = 'paid' | 'refunded' | 'unchanged' | 'missing';

/**
 * Paid: besides the buyer's own key (kept in their tab, known only as its hash), the ticket gets
 * a second one for the emailed link, `emailKeyHash`, made here because the webhook never saw the
 * first. The key comes back only with the change to paid, so a repeated event mails nothing.
 */
export async function markDayTicketPaid(
  db: Firestore,
  ticketId: string,
  payment: { stripeSessionId: string; amountPence: number },
): Promise<{ change: 'paid'; emailKey: string } | { change: TicketChange; emailKey: null }> {
  const ref = db.doc(`dayTickets/${ticketId}`);
  return db.runTransaction(async (tx) => {
    const ticket = await tx.get(ref);
    if (!ticket.exists) return { change: 'missing', emailKey: null };
    if (ticket.get('status') !== 'awaitingPayment') return { change: 'unchanged', emailKey: null };
    const emailKey = randomBytes(24).toString('base64url');
    tx.update(ref, {
      status: 'paid',
      stripeSessionId: payment.stripeSessionId,
      paidPence: payment.amountPence,
      paidAt: FieldValue.serverTimestamp(),
      emailKeyHash: hashKey(emailKey),
    });
    return { change: 'paid', emailKey };
  });
}

/** Refunded: the ticket's permit goes on the bailiffs' revocation list too. */
export async function markDayTicketRefunded(
  db: Firestore,
  ticketId: string,
  stripeSessionId: string,
): Promise<TicketChange> {
  const ref = db.doc(`dayTickets/${ticketId}`);
  return db.runTransaction(async (tx) => {
    const ticket = await tx.get(ref);
    if (!ticket.exists) return 'missing';
    if (ticket.get('status') !== 'paid' || ticket.get('stripeSessionId') !== stripeSessionId) {
      return 'unchanged';
    }
    tx.update(ref, { status: 'refunded', refundedAt: FieldValue.serverTimestamp() });
    const permitId: unknown = ticket.get('permitId');
    if (typeof permitId === 'string' && permitId) {
      tx.set(db.doc(`permitRevocations/${permitId}`), {
        revokedAt: FieldValue.serverTimestamp(),
        reason: 'refunded',
      });
    }
    return 'refunded';
  });
}

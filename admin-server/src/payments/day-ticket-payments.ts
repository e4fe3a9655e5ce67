/**
 * A day ticket's payment state, as Stripe's verified webhook reports it (dayTickets/{id}: docs/
 * members.md). Only awaiting → paid and paid → refunded move; anything else (a ticket already
 * paid, a refund of one never paid) changes nothing, so a late or repeated event is harmless.
 */
import { randomBytes } from 'node:crypto';
import {
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { OUTBOX, outboxId } from '../mail/outbox.ts';
import { hashKey } from '../members/day-tickets.ts';

export type TicketChange = 'paid' | 'emailRecovered' | 'refunded' | 'unchanged' | 'missing';

/**
 * Paid: besides the buyer's own key (kept in their tab, known only as its hash), the ticket gets
 * a second one for the emailed link, `emailKeyHash`, made here because the webhook never saw the
 * first. The key comes back only with the change to paid, so a repeated event mails nothing.
 *
 * The key lives only in memory until its email is queued. If the server stopped in between,
 * Stripe's retry of the same session finds the ticket paid with no email made: the ticket then
 * gets a fresh key (no link was ever sent with the old one) and the email is made after all.
 */
export async function markDayTicketPaid(
  db: Firestore,
  ticketId: string,
  payment: { stripeSessionId: string; amountPence: number },
): Promise<
  { change: 'paid' | 'emailRecovered'; emailKey: string } | { change: TicketChange; emailKey: null }
> {
  const ref = db.doc(`dayTickets/${ticketId}`);
  return db.runTransaction(async (tx) => {
    const ticket = await tx.get(ref);
    if (!ticket.exists) return { change: 'missing', emailKey: null };
    const emailKey = randomBytes(24).toString('base64url');
    if (ticket.get('status') === 'awaitingPayment') {
      tx.update(ref, {
        status: 'paid',
        stripeSessionId: payment.stripeSessionId,
        paidPence: payment.amountPence,
        paidAt: FieldValue.serverTimestamp(),
        emailKeyHash: hashKey(emailKey),
      });
      return { change: 'paid', emailKey };
    }
    if (await emailLost(tx, ticket, payment.stripeSessionId)) {
      tx.update(ref, { emailKeyHash: hashKey(emailKey) });
      return { change: 'emailRecovered', emailKey };
    }
    return { change: 'unchanged', emailKey: null };
  });
}

/** Paid by this very session, with an address, and no email of it in the outbox. */
async function emailLost(
  tx: Transaction,
  ticket: DocumentSnapshot,
  stripeSessionId: string,
): Promise<boolean> {
  const email: unknown = ticket.get('email');
  if (ticket.get('status') !== 'paid' || ticket.get('stripeSessionId') !== stripeSessionId) {
    return false;
  }
  if (typeof email !== 'string' || !email) return false;
  const mail = await tx.get(
    ticket.ref.firestore.collection(OUTBOX).doc(outboxId('dayTicket', ticket.id, email)),
  );
  return !mail.exists;
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

/**
 * Money reaching the register, from the only two places it may come from: a secretary marking a
 * cash or bank payment (routes/members-router.ts) and Stripe's verified webhook (payments/, the
 * payments helper's). Each is one transaction: the payment, the member's new state and its history
 * entry together, applied once.
 */
import { randomUUID } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { seasonPaidFor } from '../../../src/config/membership.ts';
import { HttpError } from '../http-error.ts';
import { MEMBERS, PAYMENTS, REVOCATIONS } from './member-record.ts';
import { writeRecorded } from './recorded.ts';
import { membershipSettings } from './settings.ts';

export { membershipSettings } from './settings.ts';

export interface PaymentInput {
  memberId: string;
  amountPence: number;
  method: 'stripe' | 'cash' | 'bankTransfer';
  reference: string;
  /** The secretary's uid, or 'stripe'. */
  by: string;
  byEmail: string | null;
  /** The day the payment counts from (ISO): it pays for seasonPaidFor(today). */
  today: string;
  stripeSessionId?: string;
}

/**
 * Records a payment: clubMembers/{id}/payments/{id} (the Checkout session's id for Stripe, so a
 * session is paid once however often its webhook comes), the member active until the end of the
 * season it pays for, a new permit id, and the history entry. A second call for the same Stripe
 * session changes nothing. Refuses (404) a member that does not exist.
 */
export async function recordPayment(db: Firestore, input: PaymentInput): Promise<void> {
  const settings = await membershipSettings(db);
  const season = seasonPaidFor(input.today, settings);
  const memberRef = db.collection(MEMBERS).doc(input.memberId);
  const payments = memberRef.collection(PAYMENTS);
  const paymentRef = input.stripeSessionId ? payments.doc(input.stripeSessionId) : payments.doc();
  await db.runTransaction(async (tx) => {
    const [member, existing] = await Promise.all([tx.get(memberRef), tx.get(paymentRef)]);
    if (!member.exists) throw new HttpError(404, 'There is no such member.');
    if (existing.exists) return; // this Stripe session was applied already
    tx.create(paymentRef, {
      amountPence: input.amountPence,
      method: input.method,
      reference: input.reference,
      season,
      at: FieldValue.serverTimestamp(),
      by: input.by,
      ...(input.stripeSessionId ? { stripeSessionId: input.stripeSessionId } : {}),
    });
    writeRecorded(
      db,
      tx,
      memberRef,
      member.data(),
      {
        status: 'active',
        paidUntil: season.end,
        permitId: randomUUID(),
        updatedAt: FieldValue.serverTimestamp(),
      },
      {
        kind: 'edit',
        editor: { uid: input.by, email: input.byEmail },
        title: `${member.get('name') as string}: paid ${formatPence(input.amountPence)} (${input.method})`,
      },
      { merge: true },
    );
  });
}

/**
 * A Stripe refund (charge.refunded, via the payments helper's webhook): the session's payment
 * marked refunded, the member 'refunded' and their permit revoked, recorded. Once: a payment
 * already refunded changes nothing. Refuses (404) a session no payment names.
 */
export async function recordRefund(
  db: Firestore,
  input: { stripeSessionId: string; at: Date },
): Promise<void> {
  // Found by its field across members (a collection-group query, firestore.indexes.json).
  const found = await db
    .collectionGroup(PAYMENTS)
    .where('stripeSessionId', '==', input.stripeSessionId)
    .limit(1)
    .get();
  const paymentRef = found.docs[0]?.ref;
  const memberRef = paymentRef?.parent.parent;
  if (!paymentRef || !memberRef) throw new HttpError(404, 'No payment has that Stripe session.');
  await db.runTransaction(async (tx) => {
    const [payment, member] = await Promise.all([tx.get(paymentRef), tx.get(memberRef)]);
    if (!payment.exists || !member.exists || payment.get('refundedAt')) return;
    tx.update(paymentRef, { refundedAt: input.at });
    const permitId = member.get('permitId') as string | null;
    if (permitId) {
      tx.set(db.collection(REVOCATIONS).doc(permitId), {
        revokedAt: input.at,
        reason: 'refunded',
      });
    }
    writeRecorded(
      db,
      tx,
      memberRef,
      member.data(),
      { status: 'refunded', updatedAt: FieldValue.serverTimestamp() },
      {
        kind: 'edit',
        editor: { uid: 'stripe', email: null },
        title: `${member.get('name') as string}: refunded by Stripe`,
      },
      { merge: true },
    );
  });
}

export function formatPence(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

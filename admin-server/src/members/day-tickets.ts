/**
 * Day tickets (docs/members.md): one water, one day, refused in its closed season or past the
 * day's limit. Online with Stripe (paid by the payments helper's webhook), or sold on the bank by
 * a bailiff. The emailed link's key is kept only as its hash.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  addDays,
  inClosedSeason,
  type MembershipSettings,
  type PermitClaims,
} from '../../../src/config/membership.ts';
import { HttpError } from '../http-error.ts';
import { DAY_TICKETS } from './member-record.ts';
import { isWater } from './waters.ts';
import { closedOn } from '../waters/water-status.ts';

/** How far ahead a ticket may be bought. */
export const DAY_TICKET_DAYS_AHEAD = 60;

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Refuses (400/409) a water or day a ticket cannot be sold for. */
export async function checkDay(
  db: Firestore,
  settings: MembershipSettings,
  water: string,
  date: string,
  today: string,
): Promise<void> {
  if (!isWater(water))
    throw new HttpError(400, 'There is no such water: choose one of the club’s.');
  if (date < today) throw new HttpError(400, 'That day has passed: choose today or a later day.');
  if (date > addDays(today, DAY_TICKET_DAYS_AHEAD)) {
    throw new HttpError(400, `Day tickets are sold up to ${DAY_TICKET_DAYS_AHEAD} days ahead.`);
  }
  if (inClosedSeason(water, date, settings)) {
    const range = settings.closedSeasons[water]!;
    throw new HttpError(
      409,
      `${water} is in its closed season on that day (${range.from} to ${range.to}, month-day): no fishing, so no tickets.`,
    );
  }
  const closed = await closedOn(db, water, date);
  if (closed) {
    throw new HttpError(
      409,
      `${water} is closed on that day (${closed.reason}${closed.until ? `, until ${closed.until}` : ''}): no fishing, so no tickets.`,
    );
  }
  if (settings.dayTicketsPerDay !== null) {
    const sold = await db
      .collection(DAY_TICKETS)
      .where('water', '==', water)
      .where('date', '==', date)
      .where('status', 'in', ['awaitingPayment', 'paid'])
      .count()
      .get();
    if (sold.data().count >= settings.dayTicketsPerDay) {
      throw new HttpError(
        409,
        `All ${settings.dayTicketsPerDay} day tickets for ${water} on that day are sold.`,
      );
    }
  }
}

export function ticketClaims(id: string, data: DocumentData): PermitClaims {
  return {
    jti: data.permitId as string,
    kind: 'day',
    name: data.name as string,
    num: id.slice(0, 8).toUpperCase(),
    type: 'Day ticket',
    waters: [data.water as string],
    from: data.date as string,
    until: data.date as string,
  };
}

/** A new ticket document (not yet written) and the key of its emailed link. */
export function newTicket(
  db: Firestore,
  input: { water: string; date: string; name: string; email: string | null },
  settings: MembershipSettings,
  sale: { method: 'stripe' } | { method: 'bailiff'; soldBy: string },
) {
  const ref = db.collection(DAY_TICKETS).doc();
  const key = randomBytes(24).toString('base64url');
  const data = {
    water: input.water,
    date: input.date,
    name: input.name,
    email: input.email,
    pricePence: settings.dayTicketPricePence,
    method: sale.method,
    status: sale.method === 'bailiff' ? 'paid' : 'awaitingPayment',
    permitId: randomUUID(),
    keyHash: hashKey(key),
    ...(sale.method === 'bailiff' ? { soldBy: sale.soldBy } : {}),
    createdAt: FieldValue.serverTimestamp(),
  };
  return { ref, key, data };
}

/**
 * Day tickets (docs/members.md): bought online (Stripe only: without it a ticket is bought on the
 * bank from a bailiff), sold on the bank by a bailiff, and shown again through the emailed link.
 */
import { timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import { HttpError } from '../http-error.ts';
import { mailDayTicket } from '../mail/events.ts';
import { adminWith, validBody } from '../members/callers.ts';
import { checkDay, hashKey, newTicket, ticketClaims } from '../members/day-tickets.ts';
import { DAY_TICKETS } from '../members/member-record.ts';
import { checkoutFailure, dayTicketDescription } from '../members/pay.ts';
import { membershipSettings } from '../members/payments.ts';
import { dayTicketSchema, sellTicketSchema } from '../members/schemas.ts';
import { signPermit } from '../permits/sign-permit.ts';
import { handle, type SigningDeps } from './members-router.ts';

export const NOT_SOLD_ONLINE =
  'Day tickets are not sold online here: buy one on the bank from a bailiff, who takes cash.';

export function dayTicketsRouter({
  auth,
  db,
  today,
  startCheckout,
  permitKeys,
}: SigningDeps): Router {
  const router = Router();
  const signing = async () => {
    const keys = await permitKeys();
    if (!keys) throw new HttpError(503, 'Tickets cannot be issued: no signing key is set.');
    return keys;
  };

  router.post(
    '/day-tickets',
    handle(async (req, res) => {
      const input = validBody(dayTicketSchema, req.body);
      const settings = await membershipSettings(db);
      await checkDay(db, settings, input.water, input.date, today());
      if (!startCheckout) throw new HttpError(409, NOT_SOLD_ONLINE);
      const ticket = newTicket(db, input, settings, { method: 'stripe' });
      await ticket.ref.create(ticket.data);
      let checkoutUrl: string;
      try {
        checkoutUrl = await startCheckout({
          kind: 'dayTicket',
          id: ticket.ref.id,
          amountPence: settings.dayTicketPricePence,
          description: dayTicketDescription(input.water, input.date),
          email: input.email,
        });
      } catch (error) {
        // An unpaid ticket must not hold one of the day's places.
        await ticket.ref.delete();
        req.log.error(checkoutFailure(error), 'Stripe checkout could not be started');
        throw new HttpError(502, 'Online payment is unavailable just now: try again shortly.');
      }
      // The key is the ticket's link (GET /day-tickets/:id?key=), only its hash is kept.
      res.status(201).json({ ticketId: ticket.ref.id, key: ticket.key, checkoutUrl });
    }),
  );

  router.post(
    '/day-tickets/sell',
    handle(async (req, res) => {
      const bailiff = await adminWith(auth, db, req, 'bailiff', 'Bailiff');
      const sale = validBody(sellTicketSchema, req.body);
      const input = {
        ...sale,
        date: sale.date ?? today(),
        email: sale.email ?? null,
      };
      const settings = await membershipSettings(db);
      await checkDay(db, settings, input.water, input.date, today());
      const keys = await signing();
      const ticket = newTicket(db, input, settings, { method: 'bailiff', soldBy: bailiff.uid });
      await ticket.ref.create(ticket.data);
      // The buyer's email, when the bailiff took one: the ticket's link (nothing without one).
      await mailDayTicket(db, ticket.ref.id, ticket.key);
      const claims = ticketClaims(ticket.ref.id, ticket.data);
      res.status(201).json({
        ticketId: ticket.ref.id,
        key: ticket.key,
        token: await signPermit(keys, claims),
        claims,
      });
    }),
  );

  router.get(
    '/day-tickets/:id',
    handle(async (req, res) => {
      const id = req.params.id;
      const key = typeof req.query.key === 'string' ? req.query.key : '';
      const notFound = new HttpError(404, 'No ticket matches this link.');
      if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id) || !key) throw notFound;
      const ticket = await db.collection(DAY_TICKETS).doc(id).get();
      const given = Buffer.from(hashKey(key));
      // The buyer's key, or the emailed link's when the webhook made one (day-ticket-payments.ts).
      const matches = (field: string) => {
        const stored: unknown = ticket.get(field);
        return (
          typeof stored === 'string' &&
          stored.length === given.length &&
          timingSafeEqual(Buffer.from(stored), given)
        );
      };
      // Both compared, so the time taken does not say which one matched.
      const [buyers, emailed] = [matches('keyHash'), matches('emailKeyHash')];
      if (!buyers && !emailed) throw notFound;
      const data = ticket.data()!;
      if (data.status === 'awaitingPayment')
        throw new HttpError(409, 'This ticket is not paid yet.');
      if (data.status !== 'paid') throw new HttpError(410, 'This ticket was refunded.');
      const claims = ticketClaims(ticket.id, data);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ token: await signPermit(await signing(), claims), claims });
    }),
  );

  return router;
}

/**
 * POST /api/stripe/webhook (app.ts mounts it under /api and at the root, as the function is
 * served): Stripe's events, verified with the official library against the endpoint's signing
 * secret. Mounted before express.json (app.ts), since the signature is over the raw bytes Stripe
 * sent: a parsed and re-serialised body would not verify. An unsigned, badly signed or altered
 * request answers 400 and changes nothing; a verified one is applied once per event id
 * (payments/stripe-events.ts) and answered 200, a replay too, so Stripe stops sending it.
 */
import express, { Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { applyStripeEvent } from '../payments/stripe-events.ts';
import type { StripePayments } from '../payments/stripe-payments.ts';

export interface StripeRouterDeps {
  db: Firestore;
  payments: Pick<StripePayments, 'stripe' | 'webhookSecret'>;
  today: () => string;
}

export function stripeRouter({ db, payments, today }: StripeRouterDeps): Router {
  const router = Router();
  router.post(
    '/stripe/webhook',
    // Stripe's events are a few kilobytes; a checkout session with its line items well under this.
    express.raw({ type: 'application/json', limit: '256kb' }),
    async (req, res) => {
      const signature = req.get('stripe-signature');
      const body: unknown = req.body;
      if (!signature || !Buffer.isBuffer(body)) {
        res.status(400).json({
          error: 'A Stripe webhook is a JSON body with its Stripe-Signature header; this was not.',
        });
        return;
      }
      let event: Stripe.Event;
      try {
        event = payments.stripe.webhooks.constructEvent(body, signature, payments.webhookSecret);
      } catch {
        req.log.warn('refused a Stripe webhook whose signature does not verify');
        res.status(400).json({
          error: "The Stripe signature does not match this body and the endpoint's secret.",
        });
        return;
      }
      const result = await applyStripeEvent({ db, stripe: payments.stripe, today }, event);
      if (!result.applied && result.reason === 'inProgress') {
        // Not 2xx, so Stripe sends it again later, by when the first delivery has finished.
        res
          .status(409)
          .json({ error: 'This event is being applied already; send it again later.' });
        return;
      }
      req.log.info({ stripeEvent: event.id, type: event.type, ...result }, 'Stripe event received');
      res.json({ received: true, ...result });
    },
  );
  return router;
}

/**
 * A stand-in for the few parts of Stripe the club uses, for tests and (STRIPE_STANDIN=1) `npm run
 * dev`, since Stripe's servers cannot be reached from here. The official `stripe` library is
 * pointed at it (config `host`, `port`, `protocol`: admin-server/src/payments/stripe-client.ts)
 * and it answers, in the shapes Stripe's API reference gives:
 *   POST /v1/checkout/sessions       (mode=payment, line_items[].price_data, customer_email, ...)
 *   GET  /v1/checkout/sessions/:id   and  GET /v1/checkout/sessions?payment_intent=pi_...
 *   POST /v1/refunds                 (payment_intent or charge; the whole amount unless `amount`)
 * At a session's `url` it serves a hosted checkout page whose Pay button completes the session,
 * sends `checkout.session.completed` to the webhook URL signed with the library's own
 * `stripe.webhooks.generateTestHeaderString` and the webhook secret, then redirects to
 * success_url. A refund sends `charge.refunded` the same way. What Stripe's dashboard does is here
 * as plain HTTP for tests and dev (no key: it only listens on loopback):
 *   POST /standin/sessions/:id/refund   refund a paid session, as from the dashboard
 *   GET  /standin/events                every event sent, with the webhook's answer
 *   POST /standin/events/:id/resend     send an event again (Stripe retries and resends)
 * Nothing is stored: sessions live as long as the process.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
import Stripe from 'stripe';
import { parseFormBody, type FormValue } from './form-body.ts';

export interface StandinOptions {
  /** The secret key the library must send (Authorization: Bearer ...). */
  secretKey: string;
  /** The endpoint secret events are signed with (STRIPE_WEBHOOK_SECRET on the admin server). */
  webhookSecret: string;
  /** Where events go; may be set later, once the admin server listens. */
  webhookUrl?: string;
  port?: number;
  host?: string;
}

/** One event sent to the webhook and what the webhook answered. */
export interface Delivery {
  event: StandinEvent;
  status: number;
  body: string;
}

export interface StandinEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
}

export interface StripeStandin {
  /** http://host:port */
  url: string;
  host: string;
  port: number;
  webhookUrl: string | undefined;
  /** Every event sent, oldest first. */
  deliveries: Delivery[];
  close(): Promise<void>;
}

interface Session {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: null;
  customer_details: { email: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string | null;
  /** Not Stripe's: what the hosted page shows. */
  description: string;
}

interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  created: number;
  currency: string;
  livemode: false;
  metadata: Record<string, string>;
  paid: true;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded';
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const text = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

function required(body: Record<string, FormValue>, name: string): string {
  const value = text(body[name]);
  if (!value) throw new StripeApiError(400, `Missing required param: ${name}.`, name);
  return value;
}

function wholeNumber(value: FormValue | undefined, param: string): number {
  const number = Number(text(value));
  if (!Number.isInteger(number) || number < 0) {
    throw new StripeApiError(400, `Invalid integer: ${String(text(value))}`, param);
  }
  return number;
}

/** line_items[n][price_data]: the only way this stand-in takes a price. */
function lineItems(body: Record<string, FormValue>): {
  amount: number;
  currency: string;
  name: string;
} {
  const items = body.line_items;
  if (!Array.isArray(items) || items.length === 0) {
    throw new StripeApiError(400, 'Missing required param: line_items.', 'line_items');
  }
  let amount = 0;
  const currencies = new Set<string>();
  const names: string[] = [];
  items.forEach((item, index) => {
    const param = `line_items[${index}]`;
    if (typeof item !== 'object' || Array.isArray(item)) {
      throw new StripeApiError(400, `Invalid object: ${param}.`, param);
    }
    const price = item.price_data;
    if (typeof price !== 'object' || Array.isArray(price)) {
      throw new StripeApiError(400, `The stand-in takes price_data only (${param}).`, param);
    }
    const product = price.product_data;
    const name = typeof product === 'object' && !Array.isArray(product) ? text(product.name) : '';
    if (!name) {
      throw new StripeApiError(
        400,
        'Missing required param: product_data.name.',
        `${param}[price_data][product_data][name]`,
      );
    }
    currencies.add(text(price.currency) ?? '');
    names.push(name);
    amount +=
      wholeNumber(price.unit_amount, `${param}[price_data][unit_amount]`) *
      wholeNumber(item.quantity ?? '1', `${param}[quantity]`);
  });
  const [currency] = [...currencies];
  if (currencies.size !== 1 || !currency) {
    throw new StripeApiError(400, 'Every line item needs the same currency.', 'line_items');
  }
  return { amount, currency, name: names.join(', ') };
}

function stringMap(value: FormValue | undefined): Record<string, string> {
  if (typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function checkoutPage(session: Session): string {
  const price = `£${(session.amount_total / 100).toFixed(2)}`;
  const cancel = session.cancel_url
    ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${price} (Stripe stand-in)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}button{font-size:1.1rem;padding:.75rem 2rem}</style>
</head><body><main>
<p>Stripe stand-in: no card is asked for and no money moves.</p>
<h1>${escapeHtml(session.description)}</h1>
<p>Amount: <strong>${price}</strong>${session.customer_email ? `, receipt to ${escapeHtml(session.customer_email)}` : ''}</p>
<form method="post"><button type="submit">Pay ${price}</button></form>
${cancel}
</main></body></html>`;
}

export async function startStripeStandin(options: StandinOptions): Promise<StripeStandin> {
  const host = options.host ?? '127.0.0.1';
  const sessions = new Map<string, Session>();
  const charges = new Map<string, Charge>();
  const deliveries: Delivery[] = [];
  let origin = '';

  const handle: StripeStandin = {
    url: '',
    host,
    port: 0,
    webhookUrl: options.webhookUrl,
    deliveries,
    close: async () => {},
  };

  /** Signs with the library's test-header helper, as Stripe signs with the endpoint's secret. */
  async function deliver(event: StandinEvent): Promise<Delivery> {
    if (!handle.webhookUrl) throw new Error('The Stripe stand-in has no webhook URL to send to.');
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.webhookSecret,
    });
    const response = await fetch(handle.webhookUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Stripe-Signature': signature,
        'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    });
    const delivery = { event, status: response.status, body: await response.text() };
    deliveries.push(delivery);
    return delivery;
  }

  const sendEvent = (type: string, object: object) =>
    deliver({
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object: structuredClone(object) as Record<string, unknown> },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });

  function sessionOf(id: string): Session {
    const session = sessions.get(id);
    if (!session) {
      throw new StripeApiError(404, `No such checkout.session: '${id}'`, 'id', 'resource_missing');
    }
    return session;
  }

  /** What the hosted page's Pay button does. */
  async function pay(session: Session): Promise<Delivery> {
    if (session.status !== 'open') {
      throw new StripeApiError(400, 'This Checkout Session is no longer open.', 'id');
    }
    const paymentIntent = newId('pi');
    const charge: Charge = {
      id: newId('ch'),
      object: 'charge',
      amount: session.amount_total,
      amount_captured: session.amount_total,
      amount_refunded: 0,
      captured: true,
      created: now(),
      currency: session.currency,
      livemode: false,
      metadata: {},
      paid: true,
      payment_intent: paymentIntent,
      refunded: false,
      status: 'succeeded',
    };
    charges.set(charge.id, charge);
    Object.assign(session, {
      payment_intent: paymentIntent,
      payment_status: 'paid',
      status: 'complete',
      url: null,
      customer_details: { email: session.customer_email },
    });
    return sendEvent('checkout.session.completed', publicSession(session));
  }

  async function refund(
    find: { paymentIntent?: string; charge?: string },
    amount?: number,
  ): Promise<{ refund: object; delivery: Delivery }> {
    const charge = [...charges.values()].find(
      (each) => each.id === find.charge || each.payment_intent === find.paymentIntent,
    );
    if (!charge) {
      const [param, id] = find.charge
        ? ['charge', find.charge]
        : ['payment_intent', find.paymentIntent];
      throw new StripeApiError(404, `No such ${param}: '${id ?? ''}'`, param, 'resource_missing');
    }
    const left = charge.amount - charge.amount_refunded;
    const refunded = amount ?? left;
    if (refunded <= 0 || refunded > left) {
      throw new StripeApiError(
        400,
        `Refund amount (£${(refunded / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(left / 100).toFixed(2)})`,
        'amount',
      );
    }
    charge.amount_refunded += refunded;
    charge.refunded = charge.amount_refunded === charge.amount;
    const made = {
      id: newId('re'),
      object: 'refund',
      amount: refunded,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata: {},
      payment_intent: charge.payment_intent,
      reason: null,
      status: 'succeeded',
    };
    return { refund: made, delivery: await sendEvent('charge.refunded', charge) };
  }

  const publicSession = ({ description: _description, ...session }: Session) => session;

  const app = express();
  app.disable('x-powered-by');
  app.use(express.text({ type: 'application/x-www-form-urlencoded' }));
  const form = (req: Request) => parseFormBody(typeof req.body === 'string' ? req.body : '');

  // The API proper: the library's requests carry the secret key.
  app.use('/v1', (req, _res, next) => {
    if (req.get('authorization') !== `Bearer ${options.secretKey}`) {
      next(new StripeApiError(401, 'Invalid API Key provided.'));
      return;
    }
    next();
  });

  app.post('/v1/checkout/sessions', (req, res) => {
    const body = form(req);
    if (required(body, 'mode') !== 'payment') {
      throw new StripeApiError(400, 'The stand-in supports mode=payment only.', 'mode');
    }
    const items = lineItems(body);
    const id = `cs_test_${randomBytes(24).toString('hex')}`;
    const session: Session = {
      id,
      object: 'checkout.session',
      amount_subtotal: items.amount,
      amount_total: items.amount,
      cancel_url: text(body.cancel_url) ?? null,
      client_reference_id: text(body.client_reference_id) ?? null,
      created: now(),
      currency: items.currency,
      customer: null,
      customer_details: null,
      customer_email: text(body.customer_email) ?? null,
      expires_at: now() + 24 * 3600,
      livemode: false,
      metadata: stringMap(body.metadata),
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: required(body, 'success_url'),
      url: `${origin}/c/pay/${id}`,
      description: items.name,
    };
    sessions.set(id, session);
    res.json(publicSession(session));
  });

  app.get('/v1/checkout/sessions/:id', (req, res) => {
    res.json(publicSession(sessionOf(req.params.id)));
  });

  app.get('/v1/checkout/sessions', (req, res) => {
    const paymentIntent =
      typeof req.query.payment_intent === 'string' ? req.query.payment_intent : undefined;
    const data = [...sessions.values()]
      .filter((each) => !paymentIntent || each.payment_intent === paymentIntent)
      .reverse()
      .map(publicSession);
    res.json({ object: 'list', data, has_more: false, url: '/v1/checkout/sessions' });
  });

  app.post('/v1/refunds', async (req, res) => {
    const body = form(req);
    const paymentIntent = text(body.payment_intent);
    const charge = text(body.charge);
    if (!paymentIntent && !charge) {
      throw new StripeApiError(
        400,
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    }
    const amount = body.amount === undefined ? undefined : wholeNumber(body.amount, 'amount');
    res.json((await refund({ paymentIntent, charge }, amount)).refund);
  });

  // The hosted checkout page, at the session's url.
  app.get('/c/pay/:id', (req, res) => {
    const session = sessionOf(req.params.id);
    if (session.status !== 'open') {
      res.status(410).type('text/plain').send('This checkout is no longer open.');
      return;
    }
    res.type('html').send(checkoutPage(session));
  });

  app.post('/c/pay/:id', async (req, res) => {
    const session = sessionOf(req.params.id);
    const delivery = await pay(session);
    if (delivery.status >= 300) {
      res
        .status(502)
        .type('text/plain')
        .send(`Paid, but the webhook answered ${delivery.status}: ${delivery.body}`);
      return;
    }
    res.redirect(303, session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id));
  });

  // What Stripe's dashboard does, for tests and dev.
  app.post('/standin/sessions/:id/refund', async (req, res) => {
    const session = sessionOf(req.params.id);
    if (!session.payment_intent) {
      throw new StripeApiError(400, 'This Checkout Session has not been paid.', 'id');
    }
    res.json(await refund({ paymentIntent: session.payment_intent }));
  });

  app.get('/standin/events', (_req, res) => {
    res.json(deliveries);
  });

  app.post('/standin/events/:id/resend', async (req, res) => {
    const sent = deliveries.find((each) => each.event.id === req.params.id);
    if (!sent)
      throw new StripeApiError(404, `No such event: '${req.params.id}'`, 'id', 'resource_missing');
    res.json(await deliver(sent.event));
  });

  app.use((_req, _res, next) => {
    next(
      new StripeApiError(
        404,
        'Unrecognized request URL. The Stripe stand-in answers only the calls the club uses.',
      ),
    );
  });
  app.use((error: unknown, _req: Request, res: Response, _next: express.NextFunction) => {
    const known = error instanceof StripeApiError;
    res.status(known ? error.status : 500).json({
      error: {
        type: known && error.status !== 401 ? 'invalid_request_error' : 'api_error',
        message: error instanceof Error ? error.message : String(error),
        ...(known && error.param ? { param: error.param } : {}),
        ...(known && error.code ? { code: error.code } : {}),
      },
    });
  });

  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(options.port ?? 0, host, () => resolve(listening));
    listening.once('error', reject);
  });
  handle.port = (server.address() as AddressInfo).port;
  origin = `http://${host}:${handle.port}`;
  handle.url = origin;
  handle.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return handle;
}

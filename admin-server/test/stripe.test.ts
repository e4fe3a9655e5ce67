/**
 * Stripe end to end against the local stand-in (scripts/stripe/standin.ts): the official library
 * creates the session, the stand-in's Pay button sends the signed webhook, and the register on the
 * emulators says what came of it. Refused webhooks (unsigned, badly signed, altered) and a replay
 * change nothing.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeStandin, type StripeStandin } from '../../scripts/stripe/standin';
import { adminDb, clearFirestore } from '../../tests/support/emulators';
import { markDayTicketPaid } from '../src/payments/day-ticket-payments';
import { stripeConfig } from '../src/payments/stripe-settings';
import { stripePayments, type StripePayments } from '../src/payments/stripe-payments';
import { call, SITE_ORIGIN, startTestServer, type TestServer } from './support/test-server';

const SECRET_KEY = 'sk_test_standin';
const WEBHOOK_SECRET = 'whsec_standin_for_tests';
/** In the 2026–27 season (1 April to 31 March), before renewal opens. */
const TODAY = '2026-06-01';

let standin: StripeStandin;
let payments: StripePayments;
let server: TestServer;

beforeAll(async () => {
  standin = await startStripeStandin({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  payments = stripePayments({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: standin.host,
    STRIPE_API_PORT: standin.port,
    STRIPE_API_PROTOCOL: 'http',
    SITE_ORIGIN,
  })!;
  server = await startTestServer({
    stripe: payments,
    startCheckout: payments.startCheckout,
    today: () => TODAY,
  });
  standin.webhookUrl = `${server.baseUrl}/api/stripe/webhook`;
});
afterAll(async () => {
  await server?.close();
  await standin?.close();
});

beforeEach(async () => {
  await clearFirestore();
  const db = adminDb();
  await db.doc('clubSettings/membership').set({
    seasonStart: '04-01',
    seasonEnd: '03-31',
    dayTicketPricePence: 800,
    dayTicketsPerDay: null,
  });
  await db.doc('membershipTypes/adult').set({
    name: 'Adult',
    pricePence: 6000,
    ageBand: 'adult',
    cap: null,
    description: '',
  });
  // For the forged events: a member awaiting payment, made without the join route.
  await db.doc('clubMembers/m2').set({
    memberNumber: '1102',
    name: 'Tom Tench',
    email: 'm2@pac.example',
    status: 'awaitingPayment',
    paidUntil: null,
    permitId: null,
    rev: 1,
  });
});

/** Joins as an adult through the members' route; answers the member's id and checkout URL. */
async function join(email: string): Promise<{ memberId: string; checkoutUrl: string }> {
  const joined = await call(server.baseUrl, 'POST', '/api/members/join', {
    body: {
      typeId: 'adult',
      name: 'Rita Rudd',
      email,
      phone: '07700 900001',
      address: '1 Mill Lane, Priory',
      publishName: true,
      publishPhotos: true,
      rulesAccepted: true,
    },
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  const pay = joined.body.pay as { method: string; checkoutUrl: string };
  expect(pay.method).toBe('stripe');
  return { memberId: joined.body.memberId as string, checkoutUrl: pay.checkoutUrl };
}

const member = async (id: string) => (await adminDb().doc(`clubMembers/${id}`).get()).data();
const ticket = async (id: string) => (await adminDb().doc(`dayTickets/${id}`).get()).data();
const sessionIdOf = (url: string) => /\/c\/pay\/(cs_test_[a-f0-9]+)$/.exec(url)![1]!;

/** Everything a webhook could change, to show that a refused or repeated one changed nothing. */
async function everything() {
  const db = adminDb();
  const docs = await Promise.all(
    ['clubMembers', 'dayTickets', 'stripeEvents', 'history', 'permitRevocations'].map((name) =>
      db.collection(name).get(),
    ),
  );
  const payments = await db.collectionGroup('payments').get();
  return [...docs, payments].flatMap((snapshot) =>
    snapshot.docs.map((doc) => ({ path: doc.ref.path, data: doc.data() })),
  );
}

/** The hosted page's Pay button: answers where the payer's browser is sent. */
async function pay(checkoutUrl: string): Promise<string | null> {
  const page = await fetch(checkoutUrl);
  expect(await page.text()).toContain('<button type="submit">Pay £');
  const paid = await fetch(checkoutUrl, { method: 'POST', redirect: 'manual' });
  expect(paid.status, await paid.clone().text()).toBe(303);
  return paid.headers.get('location');
}

describe('Stripe Checkout', () => {
  it('creates the session with the price and reference, and the signed webhook makes the member active, once', async () => {
    const { memberId, checkoutUrl: url } = await join('rita@pac.example');
    const session = await payments.stripe.checkout.sessions.retrieve(sessionIdOf(url));
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 6000,
      currency: 'gbp',
      client_reference_id: `membership:${memberId}`,
      customer_email: 'rita@pac.example',
      payment_status: 'unpaid',
      status: 'open',
      success_url: `${SITE_ORIGIN}/account?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE_ORIGIN}/join?cancelled=1`,
    });
    expect(await member(memberId)).toMatchObject({ status: 'awaitingPayment' });
    // What the hosted page says is paid for: a first season, no renewal.
    expect(await (await fetch(url)).text()).toContain(
      '<h1>Priory Angling Club membership (Adult), season to 31 March 2027</h1>',
    );

    expect(await pay(url)).toBe(`${SITE_ORIGIN}/account?session_id=${session.id}`);
    expect(await member(memberId)).toMatchObject({ status: 'active', paidUntil: '2027-03-31' });
    const payment = await adminDb().doc(`clubMembers/${memberId}/payments/${session.id}`).get();
    expect(payment.data()).toMatchObject({
      amountPence: 6000,
      method: 'stripe',
      by: 'stripe',
      stripeSessionId: session.id,
    });
    expect(await member('m2')).toMatchObject({ status: 'awaitingPayment' });

    // Stripe delivers again (a retry, a resend from its dashboard): nothing changes, 200.
    const delivered = standin.deliveries.find((each) => each.event.data.object.id === session.id);
    const before = await everything();
    const resent = await fetch(`${standin.url}/standin/events/${delivered!.event.id}/resend`, {
      method: 'POST',
    });
    expect(await resent.json()).toMatchObject({ status: 200 });
    expect(standin.deliveries.at(-1)!.body).toContain('"reason":"replay"');
    expect(await everything()).toEqual(before);
  });

  it('refuses an unsigned, badly signed or altered webhook with 400, changing nothing', async () => {
    const event = {
      id: 'evt_test_forged',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: 'cs_test_forged',
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          status: 'complete',
          amount_total: 3500,
          currency: 'gbp',
          client_reference_id: 'membership:m2',
          payment_intent: 'pi_test_forged',
        },
      },
    };
    const body = JSON.stringify(event);
    const signed = (payload: string, secret = WEBHOOK_SECRET) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const post = (rawBody: string, signature?: string) =>
      call(server.baseUrl, 'POST', '/api/stripe/webhook', {
        rawBody,
        headers: signature ? { 'Stripe-Signature': signature } : {},
      });
    const before = await everything();

    for (const [what, result] of [
      ['unsigned', await post(body)],
      ['signed with another secret', await post(body, signed(body, 'whsec_someone_else'))],
      ['altered after signing', await post(body.replace('3500', '1'), signed(body))],
      ['signed long ago', await post(body, signed(body).replace(/t=\d+/, 't=1000000000'))],
    ] as const) {
      expect(result.status, what).toBe(400);
      expect(result.body.error, what).toMatch(/Stripe/);
    }
    expect(await everything()).toEqual(before);

    // The same event, signed and unaltered, is applied: the refusals above were the signature's.
    const accepted = await post(body, signed(body));
    expect(accepted.status).toBe(200);
    expect(await member('m2')).toMatchObject({ status: 'active' });
  });

  it("marks a day ticket paid, and a refund in Stripe's dashboard reaches the ticket and the register", async () => {
    const bought = await call(server.baseUrl, 'POST', '/api/day-tickets', {
      body: { water: 'Weston', date: TODAY, name: 'Vic Visitor', email: 'vic@pac.example' },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const { ticketId, key, checkoutUrl } = bought.body as Record<string, string>;
    const link = `/api/day-tickets/${ticketId}?key=${key}`;
    expect((await call(server.baseUrl, 'GET', link)).status).toBe(409); // not paid yet
    const ticketSession = sessionIdOf(checkoutUrl!);
    expect(await pay(checkoutUrl!)).toBe(
      `${SITE_ORIGIN}/day-tickets/paid?session_id=${ticketSession}`,
    );
    expect(await ticket(ticketId!)).toMatchObject({
      status: 'paid',
      stripeSessionId: ticketSession,
      paidPence: 800,
    });
    expect((await call(server.baseUrl, 'GET', link)).body.token).toBeTruthy();

    // The paid ticket's email: one, whose link (a key of its own) shows the ticket too.
    const ticketMails = async () =>
      (await adminDb().collection('mailOutbox').where('kind', '==', 'dayTicket').get()).docs;
    const [mail, ...more] = await ticketMails();
    expect(more).toHaveLength(0);
    expect(mail!.data()).toMatchObject({ to: 'vic@pac.example', subjectId: ticketId });
    const emailKey = new RegExp(`/day-tickets/${ticketId}\\?key=([\\w-]+)`).exec(
      mail!.get('text') as string,
    )![1]!;
    expect(emailKey).not.toBe(key);
    const emailLink = `/api/day-tickets/${ticketId}?key=${emailKey}`;
    expect((await call(server.baseUrl, 'GET', emailLink)).body.claims).toMatchObject({
      name: 'Vic Visitor',
      waters: ['Weston'],
      from: TODAY,
    });
    // Another event paying the same session (its async_payment_succeeded) mails nothing more.
    const paidEvent = standin.deliveries.find(
      (each) => each.event.data.object.id === ticketSession,
    )!.event;
    const again = JSON.stringify({
      ...paidEvent,
      id: 'evt_test_paid_again',
      type: 'checkout.session.async_payment_succeeded',
    });
    const resent = await call(server.baseUrl, 'POST', '/api/stripe/webhook', {
      rawBody: again,
      headers: {
        'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({
          payload: again,
          secret: WEBHOOK_SECRET,
        }),
      },
    });
    expect(resent.body).toMatchObject({ outcome: 'day ticket unchanged' });
    expect(await ticketMails()).toHaveLength(1);

    // Refunded through the library (the API's POST /v1/refunds): Stripe sends charge.refunded.
    const { payment_intent } = await payments.stripe.checkout.sessions.retrieve(ticketSession);
    const refund = await payments.stripe.refunds.create({
      payment_intent: payment_intent as string,
    });
    expect(refund).toMatchObject({ object: 'refund', amount: 800, status: 'succeeded' });
    const refunded = await ticket(ticketId!);
    expect(refunded).toMatchObject({ status: 'refunded' });
    expect((await adminDb().doc(`permitRevocations/${refunded!.permitId}`).get()).exists).toBe(
      true,
    );
    expect((await call(server.baseUrl, 'GET', link)).status).toBe(410);
    expect((await call(server.baseUrl, 'GET', emailLink)).status).toBe(410);

    const { memberId, checkoutUrl: memberUrl } = await join('rita@pac.example');
    await pay(memberUrl);
    const { permitId } = (await member(memberId))!;
    // From the dashboard (the stand-in's own endpoint), as a treasurer would.
    const fromDashboard = await fetch(
      `${standin.url}/standin/sessions/${sessionIdOf(memberUrl)}/refund`,
      { method: 'POST' },
    );
    expect(await fromDashboard.json()).toMatchObject({ delivery: { status: 200 } });
    expect(await member(memberId)).toMatchObject({ status: 'refunded' });
    const payment = await adminDb()
      .doc(`clubMembers/${memberId}/payments/${sessionIdOf(memberUrl)}`)
      .get();
    expect(payment.get('refundedAt')).toBeTruthy();
    expect(
      (
        await adminDb()
          .doc(`permitRevocations/${permitId as string}`)
          .get()
      ).exists,
    ).toBe(true);
  });

  it("a day ticket's email lost to a crash after payment is made on Stripe's retry, once", async () => {
    const bought = await call(server.baseUrl, 'POST', '/api/day-tickets', {
      body: { water: 'Weston', date: TODAY, name: 'Cal Carp', email: 'cal@pac.example' },
    });
    const { ticketId, checkoutUrl } = bought.body as Record<string, string>;
    const ticketSession = sessionIdOf(checkoutUrl!);
    // The first delivery's transaction committed, then the server stopped before the email.
    await markDayTicketPaid(adminDb(), ticketId!, {
      stripeSessionId: ticketSession,
      amountPence: 800,
    });
    await pay(checkoutUrl!);
    const delivered = standin.deliveries.find(
      (each) => each.event.data.object.id === ticketSession,
    );
    expect(delivered?.status).toBe(200);
    expect(JSON.parse(delivered!.body)).toMatchObject({ outcome: 'day ticket emailRecovered' });
    const ticketMails = async () =>
      (await adminDb().collection('mailOutbox').where('kind', '==', 'dayTicket').get()).docs;
    const [mail, ...more] = await ticketMails();
    expect(more).toHaveLength(0);
    const emailKey = new RegExp(`/day-tickets/${ticketId}\\?key=([\\w-]+)`).exec(
      mail!.get('text') as string,
    )![1]!;
    const shown = await call(server.baseUrl, 'GET', `/api/day-tickets/${ticketId}?key=${emailKey}`);
    expect(shown.body.claims).toMatchObject({ name: 'Cal Carp', waters: ['Weston'] });

    // Stripe retrying again (the event's record lost with the crash) makes no second email.
    const { change } = await markDayTicketPaid(adminDb(), ticketId!, {
      stripeSessionId: ticketSession,
      amountPence: 800,
    });
    expect(change).toBe('unchanged');
    expect(await ticketMails()).toHaveLength(1);
  });
});

describe('Stripe settings', () => {
  it('are off without a key, and refuse a half-configured Stripe with a sentence', () => {
    expect(stripeConfig({})).toBeNull();
    expect(() => stripeConfig({ STRIPE_SECRET_KEY: 'sk_live_x', SITE_ORIGIN })).toThrow(
      /STRIPE_WEBHOOK_SECRET is not set while STRIPE_SECRET_KEY is/,
    );
    expect(() =>
      stripeConfig({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).toThrow(/SITE_ORIGIN is not set/);
    expect(() =>
      stripeConfig({
        STRIPE_SECRET_KEY: 'pk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        SITE_ORIGIN,
      }),
    ).toThrow(/does not look like a Stripe secret key/);
    expect(
      stripeConfig({
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        SITE_ORIGIN: 'https://club.example/',
      }),
    ).toEqual({
      secretKey: 'sk_live_x',
      webhookSecret: 'whsec_x',
      siteOrigin: 'https://club.example',
    });
  });
});

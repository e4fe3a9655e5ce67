/**
 * The members' routes (docs/members.md) against the emulators, with the day fixed: joining and
 * its refusals, claiming by a verified email, the secretary marking a payment, the signed permit
 * checked against the served JWKS, renewal and lapse, day tickets, export and close, and no
 * personal data in the request log.
 */
import { readFileSync } from 'node:fs';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { compactVerify, createLocalJWKSet } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, idTokenFor } from '../../tests/support/emulators';
import type { CheckoutInput } from '../src/payments/checkout';
import { recordPayment, recordRefund } from '../src/members/payments';
import { membersRoutes } from '../src/routes/members-routes';
import { stripeRouter, type StripeRouterDeps } from '../src/routes/stripe-router';
import {
  call,
  signedInAdmin,
  startTestServer,
  useFreshClub,
  type TestServer,
} from './support/test-server';
import { logLines } from './support/log-lines';
import { addJuniorType } from './support/mail';

const SETTINGS = {
  seasonStart: '04-01',
  seasonEnd: '03-31',
  renewalOpensDays: 30,
  graceDays: 30,
  bankAccountName: 'Priory Angling Club',
  bankSortCode: '12-34-56',
  bankAccountNumber: '12345678',
  dayTicketPricePence: 800,
  dayTicketsPerDay: 2,
  membersOnlyCatches: false,
  closedSeasons: { 'Clay End': { from: '03-15', to: '06-15' } },
};

const ADULT = {
  typeId: 'adult',
  name: 'Alan Perch',
  email: 'Alan.Perch@pac.example',
  phone: '07700 900001',
  address: '1 Mill Lane, Priory',
  publishName: true,
  publishPhotos: true,
  rulesAccepted: true,
};

const JUNIOR = {
  ...ADULT,
  typeId: 'junior',
  name: 'Jamie Roach',
  email: 'jamie.roach@pac.example',
  dateOfBirth: '2013-06-14',
  guardian: {
    name: 'Karen Roach',
    email: 'karen.roach@pac.example',
    phone: '07700 900412',
    consent: true,
  },
};

let day = '2026-05-01';
let server: TestServer;
let secretary: string;
let bailiff: string;

useFreshClub({ superAdmin: false });
beforeEach(async () => {
  const db = adminDb();
  await db.doc('clubSettings/membership').set(SETTINGS);
  await db.doc('membershipTypes/adult').set({
    name: 'Adult',
    pricePence: 6000,
    ageBand: 'adult',
    cap: 2,
    description: '',
  });
  await addJuniorType(db);
  secretary = await signedInAdmin('mary', { manageMembers: true });
  bailiff = await signedInAdmin('bob', { bailiff: true });
  day = '2026-05-01';
});

async function withServer<T>(
  run: (baseUrl: string) => Promise<T>,
  overrides: Parameters<typeof startTestServer>[0] = {},
): Promise<T> {
  server = await startTestServer({ today: () => day, ...overrides });
  try {
    return await run(server.baseUrl);
  } finally {
    await server.close();
  }
}

/** An Auth account for the member's email, verified (as the emailed link makes it); its token. */
async function memberToken(email: string, emailVerified = true): Promise<string> {
  await adminAuth().createUser({ email, password: 'member-123', emailVerified });
  return idTokenFor(email, 'member-123');
}

const members = async () => (await adminDb().collection('clubMembers').get()).docs;

/** A startCheckout that keeps what it was asked and answers a made-up session's URL. */
function recordingCheckout() {
  const asked: CheckoutInput[] = [];
  const startCheckout = async (input: CheckoutInput) => {
    asked.push(input);
    return 'http://127.0.0.1:1/checkout/cs_test_1';
  };
  return { asked, startCheckout };
}

describe('joining', () => {
  it('creates the record awaiting payment, recorded, and answers the bank details', () =>
    withServer(async (url) => {
      // Without Stripe, /join offers the treasurer alone.
      expect((await call(url, 'GET', '/api/members/pay-options')).body).toEqual({ card: false });
      const joined = await call(url, 'POST', '/api/members/join', { body: ADULT });
      expect(joined.status).toBe(201);
      expect(joined.body).toMatchObject({
        memberNumber: '1001',
        paymentReference: 'PAC-1001',
        amountPence: 6000,
        status: 'awaitingPayment',
        pay: {
          method: 'bank',
          bank: {
            accountName: 'Priory Angling Club',
            sortCode: '12-34-56',
            reference: 'PAC-1001',
          },
        },
      });
      const [record] = await members();
      expect(record!.data()).toMatchObject({
        email: 'alan.perch@pac.example',
        uid: null,
        status: 'awaitingPayment',
        rev: 1,
      });
      const entry = await adminDb().doc(`history/clubMembers~${record!.id}@1`).get();
      expect(entry.data()).toMatchObject({ area: 'manageMembers', kind: 'create', before: null });
    }));

  it('refuses a junior without a guardian, and bad input, with a sentence and no write', () =>
    withServer(async (url) => {
      const refusals: [object, RegExp][] = [
        [{ ...JUNIOR, guardian: undefined }, /parent or guardian/],
        [{ ...JUNIOR, guardian: { ...JUNIOR.guardian, consent: false } }, /consent/],
        [{ ...JUNIOR, dateOfBirth: '1990-01-01' }, /under-18s/],
        [{ ...ADULT, rulesAccepted: false }, /club rules/],
        [{ ...ADULT, email: 'not an email' }, /not an email address/],
        [{ ...ADULT, typeId: 'gold' }, /no such membership type/],
      ];
      for (const [body, sentence] of refusals) {
        const refused = await call(url, 'POST', '/members/join', { body });
        expect(refused.status).toBe(400);
        expect(refused.body.error).toMatch(sentence);
      }
      expect(await members()).toHaveLength(0);
      expect((await adminDb().collection('history').get()).size).toBe(0);
      expect((await adminDb().doc('memberCounters/next').get()).exists).toBe(false);

      const junior = await call(url, 'POST', '/members/join', { body: JUNIOR });
      expect(junior.status).toBe(201);
      const [record] = await members();
      expect(record!.get('guardian')).toMatchObject({ name: 'Karen Roach' });
      expect(typeof record!.get('guardian').consentAt).toBe('string');
    }));

  it('puts applicants past the cap on the waiting list, and refuses the same email twice', () =>
    withServer(async (url) => {
      for (const n of [1, 2]) {
        const body = { ...ADULT, email: `adult${n}@pac.example` };
        expect((await call(url, 'POST', '/members/join', { body })).body.status).toBe(
          'awaitingPayment',
        );
      }
      const third = await call(url, 'POST', '/members/join', { body: ADULT });
      expect(third.body).toMatchObject({ status: 'waitingList', pay: null });
      const again = await call(url, 'POST', '/members/join', { body: ADULT });
      expect(again.status).toBe(409);
      const approved = await call(url, 'POST', `/members/${third.body.memberId}/approve`, {
        token: secretary,
      });
      expect(approved.body.status).toBe('awaitingPayment');
    }));

  it('with Stripe, answers the checkout URL that startCheckout made, unless the treasurer is chosen', async () => {
    const { asked, startCheckout } = recordingCheckout();
    await withServer(
      async (url) => {
        // What /join offers: card as well as the treasurer.
        expect((await call(url, 'GET', '/members/pay-options')).body).toEqual({ card: true });
        const joined = await call(url, 'POST', '/members/join', { body: ADULT });
        expect(joined.body.pay).toEqual({
          method: 'stripe',
          checkoutUrl: 'http://127.0.0.1:1/checkout/cs_test_1',
        });
        expect(asked).toEqual([
          {
            kind: 'membership',
            id: joined.body.memberId,
            amountPence: 6000,
            description: 'Priory Angling Club membership (Adult), season to 31 March 2027',
            email: 'alan.perch@pac.example',
          },
        ]);
        // Still awaiting payment: only the webhook makes it active.
        expect((await members())[0]!.get('status')).toBe('awaitingPayment');

        // Paying the treasurer, chosen where the club takes cards: the bank details, no checkout.
        const byBank = await call(url, 'POST', '/members/join', {
          body: { ...JUNIOR, payBy: 'treasurer' },
        });
        expect(byBank.body.pay).toMatchObject({
          method: 'bank',
          bank: { sortCode: '12-34-56', reference: byBank.body.paymentReference },
        });
        expect(asked).toHaveLength(1);
        const strange = await call(url, 'POST', '/members/join', {
          body: { ...JUNIOR, email: 'x@pac.example', payBy: 'cheque' },
        });
        expect(strange.status).toBe(400);
        expect(strange.body.error).toBe('Choose how to pay: by card or to the treasurer.');
      },
      { startCheckout },
    );
  });

  it('joins all the same when Stripe fails, and says a card cannot be taken just now', () =>
    withServer(
      async (url) => {
        const joined = await call(url, 'POST', '/members/join', { body: ADULT });
        expect(joined.status).toBe(201);
        expect(joined.body.pay).toMatchObject({
          method: 'bank',
          bank: { reference: joined.body.paymentReference },
          cardUnavailable: true,
        });
        expect((await members()).map((m) => m.get('status'))).toEqual(['awaitingPayment']);
        // The treasurer chosen: no card was asked for, so nothing is said of one.
        const byBank = await call(url, 'POST', '/members/join', {
          body: { ...JUNIOR, payBy: 'treasurer' },
        });
        expect(byBank.body.pay).toMatchObject({ method: 'bank' });
        expect(byBank.body.pay).not.toHaveProperty('cardUnavailable');
      },
      {
        startCheckout: async () => {
          throw Object.assign(new Error('connect ECONNREFUSED'), { type: 'StripeConnectionError' });
        },
      },
    ));
});

describe("a member's account", () => {
  it('claims by a verified email, is marked paid, and gets a permit the JWKS verifies', () =>
    withServer(async (url) => {
      const joined = await call(url, 'POST', '/members/join', { body: ADULT });
      const memberId = joined.body.memberId as string;

      const unverified = await memberToken('someone@pac.example', false);
      expect((await call(url, 'POST', '/account/claim', { token: unverified })).status).toBe(403);
      const token = await memberToken('alan.perch@pac.example');
      const claimed = await call(url, 'POST', '/account/claim', { token });
      expect(claimed.body).toEqual({ memberId });
      expect((await call(url, 'GET', '/account/permit', { token })).status).toBe(409);

      const bad = { method: 'cheque', reference: 'x', amountPence: 6000 };
      expect(
        (await call(url, 'POST', `/members/${memberId}/payments`, { token: bailiff, body: bad }))
          .status,
      ).toBe(403);
      const refused = await call(url, 'POST', `/members/${memberId}/payments`, {
        token: secretary,
        body: bad,
      });
      expect(refused.body.error).toMatch(/cash or bank transfer/);
      const paid = await call(url, 'POST', `/members/${memberId}/payments`, {
        token: secretary,
        body: { method: 'bankTransfer', reference: 'PAC-1001', amountPence: 6000 },
      });
      expect(paid.body).toMatchObject({ status: 'active', paidUntil: '2027-03-31' });
      const twice = await call(url, 'POST', `/members/${memberId}/payments`, {
        token: secretary,
        body: { method: 'bankTransfer', reference: 'PAC-1001', amountPence: 6000 },
      });
      expect(twice.status).toBe(409);
      const payments = await adminDb().collection(`clubMembers/${memberId}/payments`).get();
      expect(payments.docs.map((doc) => doc.data())).toMatchObject([
        {
          amountPence: 6000,
          method: 'bankTransfer',
          by: 'mary',
          season: { start: '2026-04-01', end: '2027-03-31' },
        },
      ]);

      const permit = await call(url, 'GET', '/account/permit', { token });
      expect(permit.status).toBe(200);
      const jwks = await call(url, 'GET', '/api/permits/keys');
      expect(JSON.stringify(jwks.body)).not.toContain('"d"');
      const verified = await compactVerify(
        permit.body.token as string,
        createLocalJWKSet(jwks.body as never),
      );
      expect(verified.protectedHeader).toMatchObject({ alg: 'ES256', kid: 'pac-dev-2026' });
      const claims = JSON.parse(new TextDecoder().decode(verified.payload));
      expect(claims).toEqual(permit.body.claims);
      expect(claims).toMatchObject({
        kind: 'member',
        name: 'Alan Perch',
        num: '1001',
        type: 'Adult',
        from: '2026-04-01',
        until: '2027-03-31',
        jti: (await adminDb().doc(`clubMembers/${memberId}`).get()).get('permitId'),
      });
      // An altered token does not verify.
      const [header, payload, signature] = (permit.body.token as string).split('.');
      const forged = Buffer.from(JSON.stringify({ ...claims, until: '2030-03-31' })).toString(
        'base64url',
      );
      await expect(
        compactVerify(`${header}.${forged}.${signature}`, createLocalJWKSet(jwks.body as never)),
      ).rejects.toThrow();
      expect(payload).toBeTruthy();

      const looked = await call(url, 'GET', '/permits/by-number/1001?water=Weston', {
        token: bailiff,
      });
      expect(looked.body).toMatchObject({
        name: 'Alan Perch',
        standing: 'active',
        verdict: { valid: true },
      });
      expect(looked.body).not.toHaveProperty('email');
      expect((await call(url, 'GET', '/permits/by-number/1001', { token })).status).toBe(403);
    }));

  it('renews from 30 days before the season ends, and lapses after the grace', () => {
    const { asked, startCheckout } = recordingCheckout();
    return withServer(
      async (url) => {
        const joined = await call(url, 'POST', '/members/join', {
          body: { ...ADULT, payBy: 'treasurer' },
        });
        const memberId = joined.body.memberId as string;
        const token = await memberToken('alan.perch@pac.example');
        await call(url, 'POST', '/account/claim', { token });
        // A first payment made from the account (none was made on joining) is no renewal.
        const first = await call(url, 'POST', '/account/renew', { token });
        expect(first.body).toMatchObject({ amountPence: 6000, pay: { method: 'stripe' } });
        expect(asked.at(-1)?.description).toBe(
          'Priory Angling Club membership (Adult), season to 31 March 2027',
        );
        const pay = { method: 'cash', reference: 'receipt 12', amountPence: 6000 };
        await call(url, 'POST', `/members/${memberId}/payments`, { token: secretary, body: pay });

        day = '2027-02-28';
        expect((await call(url, 'POST', '/account/renew', { token })).status).toBe(409);
        day = '2027-03-01';
        // Paying the treasurer this time: their details and reference, no checkout started.
        const checkouts = asked.length;
        const byHand = await call(url, 'POST', '/account/renew', {
          token,
          body: { payBy: 'treasurer' },
        });
        expect(byHand.body).toMatchObject({
          amountPence: 6000,
          pay: { method: 'bank', bank: { reference: 'PAC-1001' } },
        });
        expect(asked).toHaveLength(checkouts);
        const odd = await call(url, 'POST', '/account/renew', { token, body: { payBy: 'cheque' } });
        expect(odd.status).toBe(400);
        expect(odd.body.error).toBe('Choose how to pay: by card or to the treasurer.');
        const renew = await call(url, 'POST', '/account/renew', { token });
        expect(renew.body).toMatchObject({ amountPence: 6000, pay: { method: 'stripe' } });
        expect(asked.at(-1)?.description).toBe(
          'Priory Angling Club membership renewal (Adult), season to 31 March 2028',
        );

        // Unpaid: the permit still ends with the season; after the grace the member has lapsed.
        day = '2027-04-30';
        const inGrace = await call(url, 'GET', '/permits/by-number/1001?water=Weston', {
          token: bailiff,
        });
        expect(inGrace.body).toMatchObject({ standing: 'grace', verdict: { valid: false } });
        day = '2027-05-01';
        const lapsed = await call(url, 'GET', '/permits/by-number/1001', { token: bailiff });
        expect(lapsed.body.standing).toBe('lapsed');
        expect((await call(url, 'GET', '/account/permit', { token })).status).toBe(409);

        // Paying during renewal pays for the next season.
        day = '2027-03-15';
        const renewed = await call(url, 'POST', `/members/${memberId}/payments`, {
          token: secretary,
          body: pay,
        });
        expect(renewed.body.paidUntil).toBe('2028-03-31');
      },
      { startCheckout },
    );
  });

  it('exports the member’s data and records it; asks to close, once', () =>
    withServer(async (url) => {
      await call(url, 'POST', '/members/join', { body: ADULT });
      const token = await memberToken('alan.perch@pac.example');
      await call(url, 'POST', '/account/claim', { token });
      const exported = await call(url, 'GET', '/account/export', { token });
      expect(exported.body).toMatchObject({
        member: { name: 'Alan Perch', email: 'alan.perch@pac.example' },
        payments: [],
        catches: [],
      });
      const closing = await call(url, 'POST', '/account/close', { token });
      expect(closing.status).toBe(200);
      expect((await call(url, 'POST', '/account/close', { token })).status).toBe(409);
      const history = await adminDb()
        .collection('history')
        .where('area', '==', 'manageMembers')
        .get();
      const titles = history.docs.map((doc) => doc.get('title') as string);
      expect(titles).toEqual(
        expect.arrayContaining([
          'Alan Perch: downloaded their data',
          'Alan Perch: asked to close their account',
        ]),
      );
      expect((await call(url, 'GET', '/account/export')).status).toBe(401);
    }));
});

describe('day tickets', () => {
  it('refuses a closed-season day, and online sale without Stripe; a bailiff sells one', () =>
    withServer(async (url) => {
      const closed = await call(url, 'POST', '/day-tickets', {
        body: {
          water: 'Clay End',
          date: '2026-05-02',
          name: 'Dan Visitor',
          email: 'dan@pac.example',
        },
      });
      expect(closed.status).toBe(409);
      expect(closed.body.error).toMatch(/closed season/);
      const noStripe = await call(url, 'POST', '/day-tickets', {
        body: {
          water: 'Weston',
          date: '2026-05-02',
          name: 'Dan Visitor',
          email: 'dan@pac.example',
        },
      });
      expect(noStripe.body.error).toMatch(/bank from a bailiff/);
      expect((await adminDb().collection('dayTickets').get()).size).toBe(0);

      const sell = (water: string, email?: string) =>
        call(url, 'POST', '/day-tickets/sell', {
          token: bailiff,
          body: { water, name: 'Dan Visitor', email },
        });
      expect((await sell('Clay End')).status).toBe(409);
      const sold = await sell('Weston');
      expect(sold.status).toBe(201);
      expect(sold.body.claims).toMatchObject({
        kind: 'day',
        waters: ['Weston'],
        from: day,
        until: day,
      });
      const withEmail = await sell('Weston', 'dan@pac.example');
      expect((await sell('Weston')).body.error).toMatch(/All 2 day tickets/);
      // The sale with the buyer's email queued its link, once; the one without, nothing.
      const mails = await adminDb().collection('mailOutbox').where('kind', '==', 'dayTicket').get();
      expect(mails.docs.map((doc) => doc.data())).toEqual([
        expect.objectContaining({
          to: 'dan@pac.example',
          subjectId: withEmail.body.ticketId,
          status: 'pending',
          unsubscribeUrl: null,
        }),
      ]);
      expect(mails.docs[0]!.get('text')).toContain(
        `/day-tickets/${withEmail.body.ticketId}?key=${withEmail.body.key}`,
      );

      const link = await call(
        url,
        'GET',
        `/day-tickets/${sold.body.ticketId}?key=${sold.body.key}`,
      );
      expect(link.body.claims).toEqual(sold.body.claims);
      expect((await call(url, 'GET', `/day-tickets/${sold.body.ticketId}?key=wrong`)).status).toBe(
        404,
      );
    }));
});

describe('the request log', () => {
  it('never holds a member’s personal data', async () => {
    const log = logLines();
    await withServer(
      async (url) => {
        await call(url, 'POST', '/members/join', { body: JUNIOR });
        await call(url, 'POST', '/members/join', { body: { ...ADULT, rulesAccepted: false } });
        const token = await memberToken('jamie.roach@pac.example');
        await call(url, 'POST', '/account/claim', { token });
        await call(url, 'GET', '/account/export', { token });
        await call(url, 'PUT', '/account/details', {
          token,
          body: {
            ...JUNIOR,
            typeId: undefined,
            email: undefined,
            dateOfBirth: undefined,
            rulesAccepted: undefined,
          },
        });
      },
      { logger: log.logger },
    );
    expect(log.lines().length).toBeGreaterThan(5);
    for (const secret of [
      'Jamie',
      'Roach',
      'roach@',
      'Perch',
      '07700',
      'Mill Lane',
      '2013-06-14',
    ]) {
      expect(log.text()).not.toContain(secret);
    }
  });
});

describe("the secretary's register", () => {
  it('edits details, puts a version back (never money or status), closes and reopens', () =>
    withServer(async (url) => {
      const joined = await call(url, 'POST', '/members/join', { body: ADULT });
      const id = joined.body.memberId as string;
      await call(url, 'POST', `/members/${id}/payments`, {
        token: secretary,
        body: { method: 'cash', reference: 'receipt 1', amountPence: 6000 },
      });
      const edit = {
        name: 'Alan B. Perch',
        email: 'alan@pac.example',
        phone: '07700 900009',
        address: '5 Mill Lane, Priory',
        publishName: false,
        publishPhotos: false,
        typeId: 'adult',
      };
      expect(
        (await call(url, 'PUT', `/members/${id}`, { token: bailiff, body: edit })).status,
      ).toBe(403);
      const edited = await call(url, 'PUT', `/members/${id}`, { token: secretary, body: edit });
      expect(edited.body).toEqual({ rev: 3 });
      const restored = await call(url, 'POST', `/members/${id}/restore`, {
        token: secretary,
        body: { rev: 1 },
      });
      expect(restored.body).toEqual({ rev: 4 });
      const record = (await adminDb().doc(`clubMembers/${id}`).get()).data()!;
      // Rev 1's details, but the payment (rev 2) stands, and so does the edited email.
      expect(record).toMatchObject({ name: 'Alan Perch', publishName: true, status: 'active' });
      expect(record.paidUntil).toBe('2027-03-31');
      expect((await adminDb().doc(`history/clubMembers~${id}@4`).get()).data()).toMatchObject({
        kind: 'restore',
        from: 1,
        by: 'mary',
      });

      const permitId = record.permitId as string;
      const closed = await call(url, 'POST', `/members/${id}/status`, {
        token: secretary,
        body: { status: 'closed' },
      });
      expect(closed.body).toMatchObject({ status: 'closed' });
      expect((await adminDb().doc(`permitRevocations/${permitId}`).get()).exists).toBe(true);
      const reopened = await call(url, 'POST', `/members/${id}/status`, {
        token: secretary,
        body: { status: 'active' },
      });
      expect(reopened.body).toMatchObject({ status: 'active' });
      expect((await adminDb().doc(`clubMembers/${id}`).get()).get('permitId')).not.toBe(permitId);
    }));
});

describe('register exports', () => {
  it('records who exported how many rows under which filter; refuses others and bad input', () =>
    withServer(async (url) => {
      const body = { rows: 12, filter: 'Standing: Lapsed' };
      expect((await call(url, 'POST', '/members/exports', { body })).status).toBe(401);
      expect((await call(url, 'POST', '/members/exports', { token: bailiff, body })).status).toBe(
        403,
      );
      const bad = await call(url, 'POST', '/members/exports', {
        token: secretary,
        body: { rows: 0, filter: 'x' },
      });
      expect(bad.status).toBe(400);
      expect((await adminDb().collection('memberExports').get()).size).toBe(0);
      const made = await call(url, 'POST', '/members/exports', { token: secretary, body });
      expect(made.status).toBe(201);
      const stored = await adminDb()
        .doc(`memberExports/${made.body.id as string}`)
        .get();
      expect(stored.data()).toMatchObject({ ...body, by: 'mary', email: 'mary@pac.example' });
    }));
});

describe('payments from Stripe (recordPayment, recordRefund)', () => {
  it('applies a session once, and its refund once, revoking the permit', async () => {
    const db = adminDb();
    await withServer(async (url) => {
      await call(url, 'POST', '/members/join', { body: ADULT });
    });
    const [member] = await members();
    const payment = {
      memberId: member!.id,
      amountPence: 6000,
      method: 'stripe' as const,
      reference: 'cs_test_1',
      by: 'stripe',
      byEmail: null,
      today: '2026-05-01',
      stripeSessionId: 'cs_test_1',
    };
    await Promise.all([recordPayment(db, payment), recordPayment(db, payment)]);
    await recordPayment(db, payment);
    const paid = (await member!.ref.get()).data()!;
    expect(paid).toMatchObject({ status: 'active', paidUntil: '2027-03-31', rev: 2 });
    expect((await member!.ref.collection('payments').get()).size).toBe(1);

    const refund = { stripeSessionId: 'cs_test_1', at: new Date('2026-05-03T10:00:00Z') };
    await recordRefund(db, refund);
    await recordRefund(db, refund);
    const refunded = (await member!.ref.get()).data()!;
    expect(refunded).toMatchObject({ status: 'refunded', rev: 3 });
    expect((await db.doc(`permitRevocations/${paid.permitId}`).get()).get('reason')).toBe(
      'refunded',
    );
    const [stored] = (await member!.ref.collection('payments').get()).docs;
    expect(stored!.get('refundedAt')).toBeTruthy();
    expect((await db.doc(`history/clubMembers~${member!.id}@3`).get()).get('by')).toBe('stripe');
    await expect(recordRefund(db, { ...refund, stripeSessionId: 'cs_unknown' })).rejects.toThrow(
      /No payment/,
    );
  });
});

describe('docs/members.md', () => {
  it("names every route the members' routers and the Stripe webhook answer, and no other", () => {
    // Built, not served: nothing here is called, so no database or Stripe is needed.
    const deps = { auth: {} as Auth, db: {} as Firestore, today: () => day };
    const routers = [
      membersRoutes(deps),
      stripeRouter({ ...deps, payments: {} as StripeRouterDeps['payments'] }),
    ];
    const served = routers.flatMap(routesOf).sort();
    const doc = readFileSync(new URL('../../docs/members.md', import.meta.url), 'utf8');
    const documented = [...doc.matchAll(/^\| `(GET|POST|PUT|DELETE) \/api(\/[^`?]+)[^`]*` +\|/gm)]
      .map(([, method, path]) => `${method} ${path}`)
      .sort();
    expect(documented).toEqual(served);
  });
});

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: unknown;
}

/**
 * "POST /members/join" for each route of an Express router, nested routers included (Express's
 * own types leave out a route's methods).
 */
function routesOf(router: unknown): string[] {
  return ((router as { stack?: Layer[] }).stack ?? []).flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`)
      : routesOf(layer.handle),
  );
}

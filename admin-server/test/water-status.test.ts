/**
 * Water status through the admin server, its one writer (docs/email.md, "Water status"): a waters
 * admin sets it, recorded in the waters' history; each change queues one email per active member
 * (none for a member who stopped the kind, a replay none more); the History's put back is a change
 * too; bad input gets a sentence and changes nothing; a day ticket for a closed day is refused.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from '../../tests/support/emulators';
import { mailWaterStatus } from '../src/mail/events';
import { OUTBOX } from '../src/mail/outbox';
import { call, signedInAdmin, useFreshClub, useTestServer } from './support/test-server';

const TODAY = '2026-12-01';
const server = useTestServer({ today: () => TODAY });
const db = adminDb();
let waters: string;
let secretary: string;

const members = [
  { id: 'm1', email: 'ann@pac.example', name: 'Ann Roach', status: 'active' },
  { id: 'm2', email: 'ben@pac.example', name: 'Ben Tench', status: 'active' },
  { id: 'm3', email: 'cal@pac.example', name: 'Cal Bream', status: 'lapsed' },
];

useFreshClub({ superAdmin: false });
beforeEach(async () => {
  for (const { id, ...member } of members) await db.doc(`clubMembers/${id}`).set(member);
  await db.doc('mailPreferences/m2').set({ stopped: { waterStatus: true } });
  waters = await signedInAdmin('wendy', { manageWaters: true });
  secretary = await signedInAdmin('mary', { manageMembers: true });
});

const setStatus = (body: unknown, token = waters, key = 'weston') =>
  call(server.baseUrl, 'PUT', `/api/waters/${key}/status`, { token, body });

const outbox = async () =>
  (await db.collection(OUTBOX).where('kind', '==', 'waterStatus').get()).docs.map((d) => d.data());

describe('water status', () => {
  it('is set by a waters admin, recorded, and emailed once to each active member', async () => {
    const closed = await setStatus({ state: 'closed', reason: 'Flooding', until: '2026-12-05' });
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ rev: 1 });
    expect((await db.doc('waterStatus/weston').get()).data()).toEqual({
      state: 'closed',
      reason: 'Flooding',
      until: '2026-12-05',
      rev: 1,
    });
    const entry = (await db.doc('history/waterStatus~weston@1').get()).data();
    expect(entry).toMatchObject({
      area: 'manageWaters',
      kind: 'create',
      by: 'wendy',
      before: null,
    });

    const mail = await outbox();
    expect(mail.map((m) => [m.to, m.status]).sort()).toEqual([
      ['ann@pac.example', 'pending'],
      ['ben@pac.example', 'suppressed'],
    ]);
    const ann = mail.find((m) => m.to === 'ann@pac.example')!;
    expect(ann.subject).toBe('Weston is closed until 5 December 2026');
    expect(ann.text).toContain('The reason: Flooding.');
    expect(ann.text).toContain('/waters/weston');
    expect(ann.unsubscribeUrl).toMatch(/\/mail\/unsubscribe\?token=/);

    // A replay of the same revision's event queues nothing more.
    const again = await mailWaterStatus(db, {
      key: 'weston',
      name: 'Weston',
      slug: 'weston',
      rev: 1,
      status: { state: 'closed', reason: 'Flooding', until: '2026-12-05' },
    });
    expect(again).toHaveLength(2);
    expect(await outbox()).toHaveLength(2);

    // Reopening is the next revision: a new email each.
    expect((await setStatus({ state: 'open' })).body).toEqual({ rev: 2 });
    const reopened = (await outbox()).filter((m) => m.subject === 'Weston is open again');
    expect(reopened).toHaveLength(2);
  });

  it('puts back a version from the history as a new, recorded and emailed change', async () => {
    await setStatus({ state: 'restricted', reason: 'Works on the banks', until: null });
    await setStatus({ state: 'open' });
    const putBack = await call(server.baseUrl, 'POST', '/api/waters/weston/status/restore', {
      token: waters,
      body: { rev: 1 },
    });
    expect(putBack.body).toEqual({ rev: 3 });
    expect((await db.doc('waterStatus/weston').get()).data()).toMatchObject({
      state: 'restricted',
      reason: 'Works on the banks',
      until: null,
    });
    expect((await db.doc('history/waterStatus~weston@3').get()).data()).toMatchObject({
      kind: 'restore',
      from: 1,
    });
    expect((await outbox()).filter((m) => m.to === 'ann@pac.example')).toHaveLength(3);
  });

  it('refuses anyone but a waters admin, and bad input, with a sentence and no change', async () => {
    const cases: [unknown, string | undefined, string, number, RegExp][] = [
      [{ state: 'closed', reason: 'Ice' }, undefined, 'weston', 401, /Sign in/],
      [{ state: 'closed', reason: 'Ice' }, secretary, 'weston', 403, /Manage Waters/],
      [{ state: 'shut' }, waters, 'weston', 400, /open, closed or restricted/],
      [{ state: 'closed', reason: ' ' }, waters, 'weston', 400, /Say why/],
      [{ state: 'closed', reason: 'Ice', until: '2026-11-30' }, waters, 'weston', 400, /passed/],
      [{ state: 'closed', reason: 'Ice', until: '5/12/26' }, waters, 'weston', 400, /a day/],
      [{ state: 'closed', reason: 'Ice' }, waters, 'lochNess', 404, /no such water/],
    ];
    for (const [body, token, key, status, error] of cases) {
      const answer = await call(server.baseUrl, 'PUT', `/api/waters/${key}/status`, {
        ...(token && { token }),
        body,
      });
      expect([answer.status, answer.body.error]).toEqual([status, expect.stringMatching(error)]);
    }
    expect((await db.collection('waterStatus').get()).size).toBe(0);
    expect((await db.collection('history').get()).size).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it('refuses a day ticket for a day the water is closed, and sells after the until-date', async () => {
    await setStatus({ state: 'closed', reason: 'Flooding', until: '2026-12-05' });
    const ticket = (date: string) =>
      call(server.baseUrl, 'POST', '/day-tickets', {
        body: { water: 'Weston', date, name: 'Dan Visitor', email: 'dan@pac.example' },
      });
    const refused = await ticket('2026-12-05');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'Weston is closed on that day (Flooding, until 2026-12-05): no fishing, so no tickets.',
    );
    // The day after: past the status (refused only because this server sells no tickets online).
    expect((await ticket('2026-12-06')).body.error).not.toMatch(/closed/);
  });
});

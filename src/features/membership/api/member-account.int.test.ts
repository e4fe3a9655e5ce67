/**
 * A member's own data through the real SDKs and rules (issue 33): the record whose uid is theirs
 * and their catches by ownerUid, with what became of each; nobody else's. And the emailed link
 * upgrading the phone's anonymous identity in place, so its catches stay the member's.
 */
import {
  sendSignInLinkToEmail,
  signInAnonymously,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminAuth,
  adminDb,
  authOobCodes,
  clearAuth,
  clearFirestore,
} from '../../../../tests/support/emulators';
import { loadAuth } from '../../../lib/firebase';
import { completeSignInLink } from './member-sign-in';
import { readMyAccount, readMyCatches } from './read-my-account';

const PASSWORD = 'member-pass-123';

// The admin server's POST /api/auth/sign-in-link, as far as this file needs it: Firebase makes the
// link (the route and its email: admin-server/test/auth-links.test.ts).
vi.mock('../../../lib/admin-server', () => ({
  callAdminServer: vi.fn(async (path: string, init: RequestInit) => {
    const { adminAuth } = await import('../../../../tests/support/emulators');
    if (path !== '/api/auth/sign-in-link') throw new Error(`Not stood in for: ${path}`);
    const { email } = JSON.parse(String(init.body)) as { email: string };
    await adminAuth().generateSignInWithEmailLink(email, {
      url: 'http://localhost/account/sign-in',
      handleCodeInApp: true,
    });
    return { ok: true };
  }),
}));

async function signedInMember(email: string): Promise<string> {
  const { uid } = await adminAuth().createUser({ email, password: PASSWORD });
  await signInWithEmailAndPassword(await loadAuth(), email, PASSWORD);
  return uid;
}

async function seed(uid: string): Promise<void> {
  const db = adminDb();
  const batch = db.batch();
  batch.set(db.doc('clubMembers/m1'), {
    uid,
    memberNumber: '1042',
    email: 'ann@pac.example',
    name: 'Ann Angler',
    phone: '07700 900123',
    address: '1 River Lane',
    publishName: false,
    publishPhotos: false,
    typeId: 'adult',
    typeName: 'Adult',
    ageBand: 'adult',
    status: 'active',
    paidUntil: '2027-03-31',
    paymentReference: 'PAC-1042',
  });
  batch.set(db.doc('clubMembers/m2'), { uid: 'someone-else', name: 'Other', status: 'active' });
  batch.set(db.doc('clubSettings/membership'), {
    renewalOpensDays: 14,
    graceDays: 20,
    bankAccountName: 'PAC',
    bankSortCode: '20-00-00',
    bankAccountNumber: '55779911',
  });
  const catchOf = (ownerUid: string, extra: object) => ({
    ownerUid,
    fishType: 'Tench',
    catchLocation: 'Weston',
    memberName: 'Ann Angler',
    submittedAt: new Date('2026-06-01T10:00:00Z'),
    isPublic: false,
    ...extra,
  });
  batch.set(db.doc('catches/c1'), catchOf(uid, { isPublic: true, fishLbs: 4, fishOz: 2 }));
  batch.set(db.doc('catches/c2'), catchOf(uid, { notApprovedReason: 'The photo is unclear.' }));
  batch.set(db.doc('catches/c3'), catchOf(uid, {}));
  batch.set(db.doc('catches/c4'), catchOf('someone-else', {}));
  await batch.commit();
}

beforeEach(async () => {
  await signOut(await loadAuth());
  await Promise.all([clearFirestore(), clearAuth()]);
});

describe("a member's own account, read as the rules allow", () => {
  it('reads their record, the standing settings and their catches with what became of each', async () => {
    const uid = await signedInMember('ann@pac.example');
    await seed(uid);

    const account = await readMyAccount(uid);
    expect(account.member).toMatchObject({
      id: 'm1',
      memberNumber: '1042',
      status: 'active',
      paidUntil: '2027-03-31',
      publishName: false,
    });
    expect(account.settings).toMatchObject({ renewalOpensDays: 14, graceDays: 20 });
    expect(account.settings.bank.sortCode).toBe('20-00-00');

    const catches = await readMyCatches(uid);
    expect(Object.fromEntries(catches.map((c) => [c.id, c.outcome]))).toEqual({
      c1: { state: 'approved' },
      c2: { state: 'notApproved', reason: 'The photo is unclear.' },
      c3: { state: 'waiting' },
    });
    expect(catches.find((c) => c.id === 'c1')?.weight).toEqual({ lbs: 4, oz: 2 });
  });

  it("finds no record for a member not yet linked, and is refused another's", async () => {
    const uid = await signedInMember('new@pac.example');
    await seed('not-them');
    expect((await readMyAccount(uid)).member).toBeNull();
    await expect(readMyAccount('someone-else')).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(readMyCatches('someone-else')).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('the emailed link', () => {
  async function linkFor(email: string): Promise<string> {
    await sendSignInLinkToEmail(await loadAuth(), email, {
      url: 'http://localhost/account/sign-in',
      handleCodeInApp: true,
    });
    const code = (await authOobCodes())
      .filter((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN')
      .at(-1);
    return code!.oobLink;
  }

  it("upgrades the phone's anonymous identity, keeping its uid (and so its catches)", async () => {
    const auth = await loadAuth();
    const { user } = await signInAnonymously(auth);
    const link = await linkFor('sam@pac.example');
    expect(await completeSignInLink('sam@pac.example', link)).toBe('signedIn');
    expect(auth.currentUser).toMatchObject({
      uid: user.uid,
      isAnonymous: false,
      email: 'sam@pac.example',
      emailVerified: true,
    });
  });

  it('signs in to the existing account when the email already has one, with a new link', async () => {
    const { uid } = await adminAuth().createUser({ email: 'kim@pac.example' });
    const auth = await loadAuth();
    await signInAnonymously(auth);
    const first = await linkFor('kim@pac.example');
    expect(await completeSignInLink('kim@pac.example', first)).toBe('newLinkSent');
    const second = (await authOobCodes()).filter((c) => c.email === 'kim@pac.example').at(-1);
    expect(second?.oobLink).not.toBe(first);
    expect(await completeSignInLink('kim@pac.example', second!.oobLink)).toBe('signedIn');
    expect(auth.currentUser?.uid).toBe(uid);
  });
});

/**
 * "Not me" on a shared phone (issue 32, finding 14): the anonymous submitter identity ends with
 * its open draft, and the next person gets a new identity that reads nothing of the last one's.
 */
import { signInWithEmailAndPassword } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../../../../tests/support/emulators';
import { memberServices } from './submit-services';
import { endSubmitterIdentity, submitterUid } from './submitter-identity';

describe('endSubmitterIdentity', () => {
  it("ends the anonymous identity and its open draft; the next person cannot read the last one's catch", async () => {
    const phone = memberServices('shared-phone');
    const uid = await submitterUid(phone);
    await adminDb().doc(`catches/draft-of-last`).set({
      ownerUid: uid,
      unfinished: true,
      isPublic: false,
      memberName: 'Last Angler',
    });
    await adminDb().doc(`catches/waiting-of-last`).set({
      ownerUid: uid,
      isPublic: false,
      orderRank: 5,
      memberName: 'Last Angler',
    });
    await adminDb().doc(`submitters/${uid}`).set({ draft: 'draft-of-last' });
    expect((await getDoc(doc(phone.db, 'catches/waiting-of-last'))).exists()).toBe(true);

    expect(await endSubmitterIdentity(phone)).toBe(true);

    await expect(adminAuth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await adminDb().doc('catches/draft-of-last').get()).exists).toBe(false);
    // A finished catch is the club's to review: kept, but no longer this phone's to read.
    expect((await adminDb().doc('catches/waiting-of-last').get()).exists).toBe(true);
    const next = await submitterUid(phone);
    expect(next).not.toBe(uid);
    await expect(getDoc(doc(phone.db, 'catches/waiting-of-last'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('leaves a signed-in member signed in', async () => {
    const phone = memberServices('member-phone');
    await adminAuth().createUser({
      uid: 'member-x',
      email: 'x@pac.example',
      password: 'secret-123',
    });
    const auth = await phone.loadAuth();
    await signInWithEmailAndPassword(auth, 'x@pac.example', 'secret-123');
    expect(await endSubmitterIdentity(phone)).toBe(false);
    expect(auth.currentUser?.uid).toBe('member-x');
  });
});

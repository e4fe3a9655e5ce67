/**
 * Issue 32, point 2, written as the attack was: fresh anonymous identities finished catches with
 * URL strings and no stored file, each counted in catchQuota/{hour}, and filled the club's hour
 * (40) in a few seconds, so every real member was refused for the hour. Now no client writes
 * catchQuota: the admin server's upkeep counts a catch there only when it has seen its photo and
 * thumbnail in Storage (admin-server/src/catches/catch-upkeep.ts), and a stored catch past the
 * cap is kept and counted when the hour turns. Against the emulators: rules enforced for the
 * members, the upkeep through firebase-admin on the same project.
 */
import { doc, getDoc, increment, setDoc, writeBatch } from 'firebase/firestore/lite';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  catchUpkeep,
  CLUB_CATCHES_PER_HOUR as SERVER_CAP,
} from '../../admin-server/src/catches/catch-upkeep';
import { CLUB_CATCHES_PER_HOUR } from '../../src/config/submission-limits';
import { adminBucket, adminDb } from '../support/emulators';
import { expectAllowed } from './support/roles';
import { finishDraft, memberDb, openDraft, photosOf } from './support/catch-data';
import { useRulesEnv } from './support/rules-env';

process.env.METADATA_SERVER_DETECTION ??= 'none';

const HOUR = 3_600_000;
const hourOf = (millis: number) => String(Math.floor(millis / HOUR));
const quotaCount = async (millis: number) =>
  ((
    await adminDb()
      .doc(`catchQuota/${hourOf(millis)}`)
      .get()
  ).get('count') as number) ?? 0;
const attested = async (id: string) =>
  (await adminDb().doc(`catches/${id}`).get()).get('photoStored') === true;

/** A member's whole submission, the way the site makes it: draft, both files, finish. */
async function submitWithPhotos(uid: string, id: string): Promise<void> {
  const member = memberDb(uid);
  await openDraft(member, uid, id);
  for (const folder of ['catches', 'catchThumbs'])
    await adminBucket().file(`${folder}/${id}`).save('jpeg bytes', { contentType: 'image/jpeg' });
  await finishDraft(member, uid, id, await photosOf(member, id));
}

/** Stored, finished catches of this hour, as firebase-admin writes them (not the attack). */
async function storeFinished(ids: string[], orderRank: number) {
  for (const [n, id] of ids.entries()) {
    await adminDb()
      .doc(`catches/${id}`)
      .set({
        memberName: 'Ann Lee',
        fishType: 'Tench',
        catchLocation: 'Weston',
        isPublic: false,
        ownerUid: `owner-${n}`,
        submittedAt: Timestamp.now(),
        orderRank: orderRank + n,
      });
    for (const folder of ['catches', 'catchThumbs'])
      await adminBucket().file(`${folder}/${id}`).save('x', { contentType: 'image/jpeg' });
  }
}

describe('the club-wide cap counts only catches whose files are stored (issue 32)', () => {
  useRulesEnv();

  it('holds the same cap on the admin server as the site', () => {
    expect(SERVER_CAP).toBe(CLUB_CATCHES_PER_HOUR);
  });

  it(`${CLUB_CATCHES_PER_HOUR} fresh identities finishing catches with URL strings fill nothing; a member's stored catch is counted`, async () => {
    const started = Date.now();
    let requests = 0;
    const flood = Array.from({ length: CLUB_CATCHES_PER_HOUR }, (_, n) => ({
      uid: `flood-${n}`,
      id: `FloodCatch${String(n).padStart(10, '0')}`,
    }));
    // Drafts all at once, as the attack was made (35 identities, 2.6 s). Drafts opened in the same
    // microsecond share a rank; each takes the next free one, as the site does on a collision.
    const photos = await Promise.all(
      flood.map(async ({ uid, id }, n) => {
        await openDraft(memberDb(uid), uid, id);
        requests++;
        const fields = await photosOf(memberDb(uid), id);
        return { ...fields, orderRank: (fields.orderRank as number) + n };
      }),
    );
    // The attack's finish, counted in the hour as the rules used to want: refused, each one.
    // (One after another: at once, the emulator's lock on the shared document answers first.)
    for (const [n, { uid, id }] of flood.entries()) {
      const attacker = memberDb(uid);
      const counted = writeBatch(attacker);
      counted.update(doc(attacker, 'catches', id), photos[n]!);
      counted.set(doc(attacker, 'catchRanks', String(photos[n]!.orderRank)), { catchId: id });
      counted.set(doc(attacker, 'catchQuota', hourOf(Date.now())), {
        count: increment(1),
        lastCatch: id,
      });
      await expectAllowed(false, counted.commit());
    }
    // The finish alone is still a member's to make, all at once: it fills no hour.
    await Promise.all(
      flood.map(async ({ uid, id }, n) => {
        await finishDraft(memberDb(uid), uid, id, photos[n]!);
        requests++;
      }),
    );
    expect(requests).toBe(2 * CLUB_CATCHES_PER_HOUR);

    const report = await catchUpkeep(adminDb(), adminBucket());
    expect(report.attested).toBe(0);
    expect(report.missingFiles).toHaveLength(CLUB_CATCHES_PER_HOUR);
    expect(await quotaCount(started)).toBe(0);

    // The real member, after the flood: stored, counted, on its way to review.
    await submitWithPhotos('real-member', 'RealMemberCatch00001');
    const after = await catchUpkeep(adminDb(), adminBucket());
    expect(after.attested).toBe(1);
    expect(after.waitingForHour).toEqual([]);
    expect(await attested('RealMemberCatch00001')).toBe(true);
    expect(await quotaCount(Date.now())).toBe(1);
  });

  it('refuses every client write of catchQuota, even to count a finished catch', async () => {
    const member = memberDb('counter');
    await openDraft(member, 'counter', 'CountedCatch00000001');
    const hour = hourOf(Date.now());
    await expectAllowed(
      false,
      setDoc(doc(member, 'catchQuota', hour), { count: increment(1), lastCatch: 'x' }),
    );
    await expectAllowed(
      false,
      setDoc(doc(member, 'catchQuota', hour), {
        count: CLUB_CATCHES_PER_HOUR,
        lastCatch: 'CountedCatch00000001',
      }),
    );
    // Anyone may read it: the form tells a member when the hour is full.
    await expectAllowed(true, getDoc(doc(member, 'catchQuota', hour)));
  });

  it('keeps a stored catch past the cap, oldest first, and counts it when the hour turns', async () => {
    const now = Date.now();
    await adminDb()
      .doc(`catchQuota/${hourOf(now)}`)
      .set({ count: CLUB_CATCHES_PER_HOUR - 1 });
    // The later catch (higher rank) was written first: order is by rank, not by listing.
    await storeFinished(['LaterCatch0000000001'], 2_000);
    await storeFinished(['EarlierCatch00000001'], 1_000);

    const full = await catchUpkeep(adminDb(), adminBucket(), now);
    expect(full.attested).toBe(1);
    expect(full.waitingForHour).toEqual(['LaterCatch0000000001']);
    expect(await attested('EarlierCatch00000001')).toBe(true);
    expect(await attested('LaterCatch0000000001')).toBe(false);
    expect(await quotaCount(now)).toBe(CLUB_CATCHES_PER_HOUR);
    // Still there, with its files: kept, not dropped.
    expect((await adminDb().doc('catches/LaterCatch0000000001').get()).exists).toBe(true);

    const nextHour = await catchUpkeep(adminDb(), adminBucket(), now + HOUR);
    expect(nextHour.attested).toBe(1);
    expect(await attested('LaterCatch0000000001')).toBe(true);
    expect(await quotaCount(now + HOUR)).toBe(1);
  });
});

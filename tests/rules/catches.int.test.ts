/**
 * Catches: anyone reads approved ones; a signed-in submitter (an anonymous user, or an admin in
 * their own session) opens a draft, then finishes it with its photos and a server-time orderRank,
 * within their limits; manageCatches (or superAdmin) reads all, approves finished catches, corrects
 * and deletes them, each recorded in the history (issue 19). Every forged field of a submission is
 * refused.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore/lite';
import { doc as seedDoc, setDoc as seedSet, Timestamp as SeedTimestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { searchKeywords } from '../../src/features/catches/search-keywords';
import { expectAllowed, itForEachRole, type OneOperation, type Role, uidOf } from './support/roles';
import {
  APPROVED_ID,
  downloadUrl,
  DRAFT_ID,
  draftFields,
  finishDraft,
  MEMBER,
  memberDb,
  NEW_ID,
  openDraft,
  OTHER_MEMBER,
  PENDING_ID,
  photosOf,
  seedCatches,
  submitAs,
} from './support/catch-data';
import { DRAFTS_PER_DAY } from '../../src/config/submission-limits';
import { dbAs, recordedChangeAs, rulesEnv, storedData, useRulesEnv } from './support/rules-env';

useRulesEnv(seedCatches);

const catchAdmin = (role: Role) => role === 'manageCatches' || role === 'superAdmin';

/** The role matrix: each operation, who may do it. */
const MATRIX: {
  operation: string;
  allowed: (role: Role) => boolean;
  run: (role: Role) => Promise<unknown>;
  /** Where `run` is one operation (roles.ts OneOperation). */
  one?: OneOperation;
}[] = [
  {
    operation: 'get an approved catch',
    allowed: () => true,
    one: 'read',
    run: (role) => getDoc(doc(dbAs(role), 'catches', APPROVED_ID)),
  },
  {
    operation: 'get an unapproved catch',
    allowed: catchAdmin,
    one: 'read',
    run: (role) => getDoc(doc(dbAs(role), 'catches', PENDING_ID)),
  },
  {
    operation: "get another member's draft",
    allowed: catchAdmin,
    one: 'read',
    run: (role) => getDoc(doc(dbAs(role), 'catches', DRAFT_ID)),
  },
  {
    operation: 'list approved catches (isPublic == true)',
    allowed: () => true,
    one: 'read',
    run: (role) => getDocs(query(collection(dbAs(role), 'catches'), where('isPublic', '==', true))),
  },
  {
    operation: 'list every catch',
    allowed: catchAdmin,
    one: 'read',
    run: (role) => getDocs(collection(dbAs(role), 'catches')),
  },
  {
    // /account lists a member's own catches with what became of each (issue 33, point 8).
    operation: "list one's own catches (ownerUid == their uid), approved or not",
    allowed: (role) => role !== 'signedOut',
    one: 'read',
    run: (role) =>
      getDocs(query(collection(dbAs(role), 'catches'), where('ownerUid', '==', uidOf(role)))),
  },
  {
    operation: "list another member's catches by ownerUid",
    allowed: catchAdmin,
    one: 'read',
    run: (role) =>
      getDocs(query(collection(dbAs(role), 'catches'), where('ownerUid', '==', OTHER_MEMBER))),
  },
  {
    operation: 'submit a catch (draft, then photos) as their own uid',
    allowed: (role) => role !== 'signedOut',
    run: (role) => submitAs(dbAs(role), uidOf(role), NEW_ID),
  },
  {
    // Issue 19: an approve is recorded in the history, or refused.
    operation: 'update: approve a catch without its history entry',
    allowed: () => false,
    one: 'write',
    run: (role) => updateDoc(doc(dbAs(role), 'catches', PENDING_ID), { isPublic: true }),
  },
  {
    operation: 'update: approve a catch whose files the admin server has not seen (no photoStored)',
    allowed: () => false,
    run: async (role) => {
      await rulesEnv().withSecurityRulesDisabled((ctx) =>
        seedSet(
          seedDoc(ctx.firestore(), 'catches', PENDING_ID),
          { photoStored: false },
          { merge: true },
        ),
      );
      return recordedChangeAs(role, `catches/${PENDING_ID}`, 'manageCatches', 'approve', {
        isPublic: true,
      });
    },
  },
  {
    operation: 'update: approve a catch, recorded',
    allowed: catchAdmin,
    one: 'write',
    run: (role) =>
      recordedChangeAs(role, `catches/${PENDING_ID}`, 'manageCatches', 'approve', {
        isPublic: true,
      }),
  },
  {
    operation: 'update: correct name, water, fish and weight of an approved catch, recorded',
    allowed: catchAdmin,
    one: 'write',
    run: (role) =>
      recordedChangeAs(role, `catches/${APPROVED_ID}`, 'manageCatches', 'edit', {
        memberName: 'Sean McDonald',
        catchLocation: 'Clay End',
        fishType: 'Tench',
        fishLbs: 5,
        fishOz: 2,
        weightOz: 82,
        searchKeywords: searchKeywords('Sean McDonald', 'Tench', 'Clay End'),
      }),
  },
  {
    operation: 'update: correct a pending catch to a weight past the limits, recorded',
    allowed: () => false,
    one: 'write',
    run: (role) =>
      recordedChangeAs(role, `catches/${PENDING_ID}`, 'manageCatches', 'edit', {
        fishLbs: 101,
        weightOz: 101 * 16,
      }),
  },
  {
    operation: 'update: correct an approved catch without its history entry',
    allowed: () => false,
    one: 'write',
    run: (role) =>
      updateDoc(doc(dbAs(role), 'catches', APPROVED_ID), {
        memberName: 'Sean Mcdonald',
        searchKeywords: searchKeywords('Sean Mcdonald', 'Common Carp', 'Clay End'),
      }),
  },
  {
    // Issue 19, point 4: the species table applies to an edit as to a submission (a tench of
    // 20 lbs is past the 17 lbs the rules allow it).
    operation: 'update: correct a catch to a weight the species cannot reach, recorded',
    allowed: () => false,
    one: 'write',
    run: (role) =>
      recordedChangeAs(role, `catches/${APPROVED_ID}`, 'manageCatches', 'edit', {
        fishType: 'Tench',
        fishLbs: 20,
        fishOz: 0,
        weightOz: 320,
        searchKeywords: searchKeywords('Sarah Fisher', 'Tench', 'Clay End'),
      }),
  },
  {
    operation: 'update: correct a pending catch with a water not of the club, recorded',
    allowed: () => false,
    one: 'write',
    run: (role) =>
      recordedChangeAs(role, `catches/${PENDING_ID}`, 'manageCatches', 'edit', {
        catchLocation: 'Elsewhere',
      }),
  },
  {
    operation: 'update: withdraw an approval in an edit, recorded',
    allowed: () => false,
    one: 'write',
    run: (role) =>
      recordedChangeAs(role, `catches/${APPROVED_ID}`, 'manageCatches', 'edit', {
        isPublic: false,
      }),
  },
  {
    operation: 'update: approve an unfinished draft (no photo yet)',
    allowed: () => false,
    one: 'write',
    run: (role) => updateDoc(doc(dbAs(role), 'catches', DRAFT_ID), { isPublic: true }),
  },
  {
    operation: 'update: change the member name',
    allowed: () => false,
    one: 'write',
    run: (role) => updateDoc(doc(dbAs(role), 'catches', PENDING_ID), { memberName: 'Someone' }),
  },
  {
    operation: 'update: withdraw an approval',
    allowed: () => false,
    one: 'write',
    run: (role) => updateDoc(doc(dbAs(role), 'catches', APPROVED_ID), { isPublic: false }),
  },
  // Issue 34, point 6: not approved, with a reason the member reads; only that, recorded.
  {
    operation: 'update: not approve a waiting catch with a reason, recorded',
    allowed: catchAdmin,
    one: 'write',
    run: (role) =>
      recordedChangeAs(role, `catches/${PENDING_ID}`, 'manageCatches', 'notApprove', {
        notApprovedReason: 'The photo does not show the fish.',
      }),
  },
  {
    operation: 'update: not approve without its history entry',
    allowed: () => false,
    one: 'write',
    run: (role) =>
      updateDoc(doc(dbAs(role), 'catches', PENDING_ID), { notApprovedReason: 'Blurred.' }),
  },
  {
    operation: 'update: not approve recorded as an edit',
    allowed: () => false,
    run: (role) =>
      recordedChangeAs(role, `catches/${PENDING_ID}`, 'manageCatches', 'edit', {
        notApprovedReason: 'Blurred.',
      }),
  },
  {
    operation: 'update: not approve an approved catch',
    allowed: () => false,
    run: (role) =>
      recordedChangeAs(role, `catches/${APPROVED_ID}`, 'manageCatches', 'notApprove', {
        notApprovedReason: 'Blurred.',
      }),
  },
  {
    operation: 'update: not approve and change the weight at once',
    allowed: () => false,
    run: (role) =>
      recordedChangeAs(role, `catches/${PENDING_ID}`, 'manageCatches', 'notApprove', {
        notApprovedReason: 'Blurred.',
        fishLbs: 99,
      }),
  },
  {
    operation: 'update: approve and change the weight',
    allowed: () => false,
    one: 'write',
    run: (role) =>
      updateDoc(doc(dbAs(role), 'catches', PENDING_ID), { isPublic: true, fishLbs: 99 }),
  },
  {
    operation: "update: finish another member's draft",
    allowed: () => false,
    one: 'write',
    run: async (role) =>
      finishDraft(dbAs(role), uidOf(role), DRAFT_ID, await photosOf(dbAs('superAdmin'), DRAFT_ID)),
  },
  {
    operation: 'delete a catch without its history entry',
    allowed: () => false,
    one: 'write',
    run: (role) => deleteDoc(doc(dbAs(role), 'catches', PENDING_ID)),
  },
  {
    operation: 'delete a catch to the bin, recorded',
    allowed: catchAdmin,
    one: 'write',
    run: (role) => recordedChangeAs(role, `catches/${PENDING_ID}`, 'manageCatches', 'delete', null),
  },
  {
    operation: "delete another member's draft, recorded",
    allowed: catchAdmin,
    one: 'write',
    run: (role) => recordedChangeAs(role, `catches/${DRAFT_ID}`, 'manageCatches', 'delete', null),
  },
];

describe.each(MATRIX)('catches: $operation', ({ allowed, run, one }) => {
  itForEachRole(allowed, run, one);
});

describe('a reason not approved is one line of text, at most 300 characters (issue 34)', () => {
  const notApprove = (notApprovedReason: unknown) =>
    recordedChangeAs('superAdmin', `catches/${PENDING_ID}`, 'manageCatches', 'notApprove', {
      notApprovedReason,
    });
  it.each([' ', 'x'.repeat(301), 7, 'two\nlines'])('%j: refused', async (reason) => {
    await expectAllowed(false, notApprove(reason));
  });
  it('300 characters: allowed', async () => {
    await expectAllowed(true, notApprove('x'.repeat(300)));
  });
});

const db = () => memberDb(MEMBER);

/** Sets MEMBER's submitters document with the rules off (earlier submissions). */
async function seedSubmitter(data: DocumentData) {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    await seedSet(seedDoc(context.firestore() as never, 'submitters', MEMBER), data);
  });
}

/** A time `ms` ago, for seeding (the full SDK's Timestamp) or for a write (firestore/lite's). */
const ago = (ms: number) => SeedTimestamp.fromMillis(Date.now() - ms);
const liteAgo = (ms: number) => Timestamp.fromMillis(Date.now() - ms);

describe('submitting a catch', () => {
  it('stores it with an orderRank above every earlier rank, from the server time of its draft', async () => {
    await openDraft(db(), MEMBER, NEW_ID);
    const photos = await photosOf(db(), NEW_ID);
    await expectAllowed(true, finishDraft(db(), MEMBER, NEW_ID, photos));
    const stored = (await getDoc(doc(db(), 'catches', NEW_ID))).data();
    const written = { ...photos };
    delete written.unfinished;
    expect(stored).toMatchObject({ isPublic: false, ownerUid: MEMBER, ...written });
    expect(stored).not.toHaveProperty('unfinished');
    // Microseconds since 1970: far above the old counter's ranks, and exact in JavaScript.
    expect(photos.orderRank).toBeGreaterThan(Date.parse('2025-01-01') * 1000);
    expect(Number.isSafeInteger(photos.orderRank)).toBe(true);
  });

  it('accepts only the required fields (no weight or keywords)', async () => {
    const fields = draftFields();
    for (const optional of ['fishLbs', 'fishOz', 'weightOz', 'searchKeywords'])
      delete fields[optional];
    await openDraft(db(), MEMBER, NEW_ID, fields);
    await expectAllowed(true, finishDraft(db(), MEMBER, NEW_ID, await photosOf(db(), NEW_ID)));
  });

  it('marks the draft unfinished, and the finished catch no longer', async () => {
    await openDraft(db(), MEMBER, NEW_ID);
    expect((await getDoc(doc(db(), 'catches', NEW_ID))).get('unfinished')).toBe(true);
    await finishDraft(db(), MEMBER, NEW_ID, await photosOf(db(), NEW_ID));
    expect((await getDoc(doc(db(), 'catches', NEW_ID))).get('unfinished')).toBeUndefined();
  });

  it.each([
    ['0 lbs 0 oz', { fishLbs: 0, fishOz: 0, weightOz: 0 }],
    [
      '100 lbs 15 oz (a catfish)',
      {
        fishLbs: 100,
        fishOz: 15,
        weightOz: 1615,
        fishType: 'Wels Catfish',
        searchKeywords: searchKeywords('Sarah Fisher', 'Wels Catfish', 'Clay End'),
      },
    ],
    ['only lbs', { fishLbs: 3, fishOz: undefined, weightOz: 48 }],
    ['only oz', { fishLbs: undefined, fishOz: 9, weightOz: 9 }],
  ])('accepts the weight %s', async (_name, weight) => {
    const fields: DocumentData = { ...draftFields(), ...weight };
    for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key];
    await expectAllowed(true, openDraft(db(), MEMBER, NEW_ID, fields));
  });

  it.each([
    ['letters of other alphabets', 'Zoë Brontë-Łukasz', 'Ide'],
    ['digits and punctuation', "Bob O'Neill 2nd", 'Other: Carp (mirror)'],
    ['more than 12 words (keywords of the first 12)', 'A B C D E F G H I J K', 'Tench'],
    ['a word over 20 letters', 'Abcdefghijklmnopqrstuvwxyz', 'Common Carp'],
  ])('accepts a name with %s', async (_name, memberName, fishType) => {
    await expectAllowed(
      true,
      openDraft(db(), MEMBER, NEW_ID, {
        ...draftFields(),
        memberName,
        fishType,
        // A weight every one of these fish can plausibly reach.
        fishLbs: 2,
        fishOz: 0,
        weightOz: 32,
        searchKeywords: searchKeywords(memberName, fishType, 'Clay End'),
      }),
    );
  });

  it('lets the submitter read and delete their own draft, but not once finished', async () => {
    await openDraft(db(), MEMBER, NEW_ID);
    await expectAllowed(true, getDoc(doc(db(), 'catches', NEW_ID)));
    await expectAllowed(false, getDoc(doc(memberDb(OTHER_MEMBER), 'catches', NEW_ID)));
    await expectAllowed(false, deleteDoc(doc(memberDb(OTHER_MEMBER), 'catches', NEW_ID)));
    await finishDraft(db(), MEMBER, NEW_ID, await photosOf(db(), NEW_ID));
    await expectAllowed(false, deleteDoc(doc(db(), 'catches', NEW_ID)));
  });

  it('refuses a second draft while the first is open, and allows it once that one is gone', async () => {
    await openDraft(db(), MEMBER, NEW_ID);
    const second = 'NewCatch000000000002';
    await expectAllowed(false, openDraft(db(), MEMBER, second));
    await deleteDoc(doc(db(), 'catches', NEW_ID));
    await expectAllowed(true, openDraft(db(), MEMBER, second));
  });

  it('refuses a signed-out submission', async () => {
    await expectAllowed(false, openDraft(dbAs('signedOut'), 'nobody', NEW_ID));
  });
});

describe('drafts a day (issue 21: delete the draft, keep its files, open another, repeat)', () => {
  const draftId = (n: number) => `Flood${String(n).padStart(15, '0')}`;

  it(`refuses the draft after ${DRAFTS_PER_DAY} opened in a day by one identity`, async () => {
    for (let n = 1; n <= DRAFTS_PER_DAY; n++) {
      await expectAllowed(true, openDraft(db(), MEMBER, draftId(n)));
      // The submitter may delete their own draft; Storage then refuses them its files.
      await expectAllowed(true, deleteDoc(doc(db(), 'catches', draftId(n))));
    }
    const next = draftId(DRAFTS_PER_DAY + 1);
    await expectAllowed(false, openDraft(db(), MEMBER, next));
    // Nor by restarting the day, leaving the count alone, or counting down.
    for (const opening of [
      { draft: next, draftsDayStart: serverTimestamp(), draftsToday: 1 },
      { draft: next },
      { draft: next, draftsToday: DRAFTS_PER_DAY - 1 },
    ])
      await expectAllowed(false, openDraft(db(), MEMBER, next, draftFields(), opening));
  });

  it('starts a new day of drafts a day after the last one began', async () => {
    await seedSubmitter({ draftsDayStart: ago(90_000_000), draftsToday: DRAFTS_PER_DAY });
    const opening = { draft: NEW_ID, draftsDayStart: serverTimestamp(), draftsToday: 1 };
    await expectAllowed(true, openDraft(db(), MEMBER, NEW_ID, draftFields(), opening));
  });

  it('refuses restarting the day before it is over', async () => {
    await seedSubmitter({ draftsDayStart: ago(3_600_000), draftsToday: 3 });
    const opening = { draft: NEW_ID, draftsDayStart: serverTimestamp(), draftsToday: 1 };
    await expectAllowed(false, openDraft(db(), MEMBER, NEW_ID, draftFields(), opening));
    await expectAllowed(true, openDraft(db(), MEMBER, NEW_ID));
    expect((await getDoc(doc(db(), 'submitters', MEMBER))).get('draftsToday')).toBe(4);
  });

  it('refuses opening a draft uncounted', async () => {
    await expectAllowed(false, openDraft(db(), MEMBER, NEW_ID, draftFields(), { draft: NEW_ID }));
  });
});

describe('the per-identity limit', () => {
  it('refuses a second finished submission within a minute', async () => {
    await submitAs(db(), MEMBER, NEW_ID);
    const second = 'NewCatch000000000002';
    await openDraft(db(), MEMBER, second);
    await expectAllowed(
      false,
      finishDraft(db(), MEMBER, second, await photosOf(db(), second), {
        lastAt: serverTimestamp(),
        dayCount: 2,
      }),
    );
  });

  it('allows the next a minute later, counting it in the same day', async () => {
    await seedSubmitter({ lastAt: ago(61_000), dayStart: ago(3_600_000), dayCount: 1 });
    await openDraft(db(), MEMBER, NEW_ID);
    await expectAllowed(
      true,
      finishDraft(db(), MEMBER, NEW_ID, await photosOf(db(), NEW_ID), {
        lastAt: serverTimestamp(),
        dayCount: 2,
      }),
    );
  });

  it('refuses a sixth submission in a day, and the count cannot be reset or skipped', async () => {
    await seedSubmitter({ lastAt: ago(120_000), dayStart: ago(3_600_000), dayCount: 5 });
    await openDraft(db(), MEMBER, NEW_ID);
    const photos = await photosOf(db(), NEW_ID);
    const counts: DocumentData[] = [
      { lastAt: serverTimestamp(), dayCount: 6 },
      { lastAt: serverTimestamp(), dayCount: 5 },
      { lastAt: serverTimestamp(), dayStart: serverTimestamp(), dayCount: 1 },
    ];
    for (const counted of counts)
      await expectAllowed(false, finishDraft(db(), MEMBER, NEW_ID, photos, counted));
  });

  it('starts a new day a day after the last one began', async () => {
    await seedSubmitter({ lastAt: ago(90_000_000), dayStart: ago(90_000_000), dayCount: 5 });
    await openDraft(db(), MEMBER, NEW_ID);
    await expectAllowed(true, finishDraft(db(), MEMBER, NEW_ID, await photosOf(db(), NEW_ID)));
  });

  it('refuses finishing without counting the submission, or with a made-up time', async () => {
    await openDraft(db(), MEMBER, NEW_ID);
    const photos = await photosOf(db(), NEW_ID);
    await expectAllowed(false, finishDraft(db(), MEMBER, NEW_ID, photos, null));
    await expectAllowed(
      false,
      finishDraft(db(), MEMBER, NEW_ID, photos, {
        lastAt: liteAgo(0),
        dayStart: liteAgo(0),
        dayCount: 1,
      }),
    );
  });

  it("refuses writing another member's submitter document", async () => {
    await expectAllowed(
      false,
      openDraft(memberDb(OTHER_MEMBER), OTHER_MEMBER, NEW_ID, draftFields(), {}).then(() =>
        finishDraft(memberDb(OTHER_MEMBER), MEMBER, NEW_ID, {}, { dayCount: 0 }),
      ),
    );
  });
});

const OTHER_ID = 'OtherCatch0000000001';

/** Each entry changes one thing about a valid draft; every one must be refused. */
const FORGED_DRAFTS: { name: string; data: DocumentData }[] = [
  { name: 'isPublic true', data: { isPublic: true } },
  { name: 'isPublic left out', data: { isPublic: undefined } },
  { name: 'an extra field', data: { approvedBy: 'me' } },
  { name: 'an orderRank chosen by the member', data: { orderRank: 9e15 } },
  { name: 'a photo URL before the photo', data: { imgURL: downloadUrl('catches', NEW_ID) } },
  { name: "another member's uid as owner", data: { ownerUid: OTHER_MEMBER } },
  { name: "the member's own clock as submittedAt", data: { submittedAt: Timestamp.now() } },
  { name: 'no unfinished mark', data: { unfinished: undefined } },
  { name: 'unfinished false', data: { unfinished: false } },
  { name: 'no member name', data: { memberName: undefined } },
  { name: 'an empty member name', data: { memberName: '' } },
  { name: 'a blank member name', data: { memberName: '   ' } },
  { name: 'a blank fish type', data: { fishType: '\t ' } },
  { name: 'an 81-character member name', data: { memberName: 'M'.repeat(81) } },
  { name: 'a 61-character fish type', data: { fishType: 'F'.repeat(61) } },
  { name: 'a member name that is a number', data: { memberName: 42 } },
  { name: 'a control character in the name', data: { memberName: 'Sarah\u0007 Fisher' } },
  { name: 'a new line in the fish type', data: { fishType: 'Common\nCarp' } },
  { name: 'a bidi override in the name', data: { memberName: 'Sarah \u202EFisher' } },
  { name: 'a bidi isolate in the fish type', data: { fishType: 'Common \u2066Carp' } },
  { name: 'a zero-width space in the name', data: { memberName: 'Sarah\u200BFisher' } },
  { name: 'a zero-width joiner in the name', data: { memberName: 'Sarah\u200DFisher' } },
  { name: 'a byte-order mark in the fish type', data: { fishType: '\uFEFFCommon Carp' } },
  { name: 'a line separator in the name', data: { memberName: 'Sarah\u2028Fisher' } },
  { name: 'an unknown location', data: { catchLocation: 'The Moon' } },
  { name: 'negative pounds', data: { fishLbs: -1, weightOz: -16 + 8 } },
  { name: '101 pounds', data: { fishLbs: 101, weightOz: 101 * 16 + 8 } },
  { name: 'fractional pounds', data: { fishLbs: 2.5, weightOz: 40 + 8 } },
  { name: 'pounds as text', data: { fishLbs: '12' } },
  { name: 'pounds as null', data: { fishLbs: null } },
  { name: 'negative ounces', data: { fishOz: -1, weightOz: 21 * 16 - 1 } },
  { name: '16 ounces', data: { fishOz: 16, weightOz: 21 * 16 + 16 } },
  { name: 'fractional ounces', data: { fishOz: 3.25, weightOz: 21 * 16 + 3.25 } },
  { name: 'a wrong weightOz', data: { weightOz: 1 } },
  { name: 'no weightOz with a weight', data: { weightOz: undefined } },
  {
    name: 'a weightOz without a weight',
    data: { fishLbs: undefined, fishOz: undefined, weightOz: 0 },
  },
  {
    name: 'forged keywords "super" and "admin"',
    data: {
      searchKeywords: [
        ...searchKeywords('Sarah Fisher', 'Common Carp', 'Clay End'),
        'super',
        'admin',
      ],
    },
  },
  { name: 'a keyword from another word', data: { searchKeywords: ['carpet'] } },
  {
    name: 'a keyword longer than 20 characters',
    data: { memberName: 'Abcdefghijklmnopqrstuvw', searchKeywords: ['abcdefghijklmnopqrstu'] },
  },
  {
    name: 'a keyword of a 13th word',
    data: { memberName: 'a b c d e f g h i j k l', searchKeywords: ['clay'] },
  },
  { name: 'keywords that are not a list', data: { searchKeywords: 'carp' } },
  { name: 'a number keyword', data: { fishType: 'Carp 5', searchKeywords: [5] } },
  { name: 'a true keyword', data: { memberName: 'True Fisher', searchKeywords: [true] } },
  { name: 'keywords holding objects', data: { searchKeywords: [{ word: 'k'.repeat(50_000) }] } },
  { name: 'a keyword with a space', data: { searchKeywords: ['sarah fisher'] } },
  { name: 'an empty keyword', data: { searchKeywords: ['sarah', ''] } },
  { name: 'an empty keyword list', data: { searchKeywords: [] } },
  {
    name: '241 keywords',
    data: { searchKeywords: Array.from({ length: 241 }, () => 'sarah') },
  },
];

describe('a draft is refused with', () => {
  it.each(FORGED_DRAFTS)('$name', async ({ data }) => {
    const fields = { ...draftFields(), ...data };
    for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key];
    await expectAllowed(false, openDraft(db(), MEMBER, NEW_ID, fields));
  });

  it('an overwrite of an existing catch', async () => {
    await expectAllowed(false, openDraft(db(), MEMBER, PENDING_ID));
  });

  it('an id with pattern characters', async () => {
    await expectAllowed(false, openDraft(db(), MEMBER, 'New.*'));
  });
});

/** Each entry changes one thing about a valid finish; every one must be refused. */
const FORGED_FINISHES: { name: string; change: (photos: DocumentData) => DocumentData }[] = [
  {
    name: 'a rank a millisecond above the server time',
    change: (p) => ({ orderRank: p.orderRank + 1000 }),
  },
  { name: 'a rank below the server time', change: (p) => ({ orderRank: p.orderRank - 1 }) },
  { name: 'the highest rank ever', change: () => ({ orderRank: 9_007_199_254_740_991 }) },
  { name: 'an orderRank as text', change: (p) => ({ orderRank: String(p.orderRank) }) },
  { name: 'no orderRank', change: () => ({ orderRank: undefined }) },
  { name: 'no photo', change: () => ({ imgURL: undefined }) },
  // Issue 21: a catch cannot finish without its thumbnail either.
  { name: 'no thumbnail', change: () => ({ thumbURL: undefined }) },
  { name: 'the unfinished mark kept', change: () => ({ unfinished: true }) },
  { name: 'approved at once', change: () => ({ isPublic: true }) },
  { name: 'a changed name', change: () => ({ memberName: 'Someone Else' }) },
  {
    name: 'a photo on another site',
    change: () => ({ imgURL: 'https://evil.example/catches%2FNewCatch000000000001' }),
  },
  { name: 'a javascript: photo URL', change: () => ({ imgURL: 'javascript:alert(1)' }) },
  {
    name: 'a photo in another bucket',
    change: () => ({
      imgURL:
        'http://127.0.0.1:9199/v0/b/other-project.appspot.com/o/catches%2FNewCatch000000000001',
    }),
  },
  { name: "another catch's photo", change: () => ({ imgURL: downloadUrl('catches', OTHER_ID) }) },
  {
    name: 'a photo outside catches/',
    change: () => ({ imgURL: downloadUrl('memberDisplayPhotos', NEW_ID) }),
  },
  {
    name: 'a photo URL with a longer id',
    change: () => ({ imgURL: downloadUrl('catches', `${NEW_ID}x`) }),
  },
  {
    name: "another catch's thumbnail",
    change: () => ({ thumbURL: downloadUrl('catchThumbs', OTHER_ID) }),
  },
  { name: 'a foreign thumbnail', change: () => ({ thumbURL: 'https://evil.example/t.jpg' }) },
];

describe('finishing a draft is refused with', () => {
  it.each(FORGED_FINISHES)('$name', async ({ change }) => {
    await openDraft(db(), MEMBER, NEW_ID);
    const photos = await photosOf(db(), NEW_ID);
    const fields: DocumentData = { ...photos, ...change(photos) };
    // update() cannot remove a field by leaving it out; such entries finish without it.
    for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key];
    await expectAllowed(false, finishDraft(db(), MEMBER, NEW_ID, fields));
  });

  it('a rank without its catchRanks claim', async () => {
    await openDraft(db(), MEMBER, NEW_ID);
    const photos = await photosOf(db(), NEW_ID);
    await expectAllowed(false, finishDraft(db(), MEMBER, NEW_ID, photos, undefined, false));
  });

  it('a rank another catch has taken, while the next number is free', async () => {
    await openDraft(db(), MEMBER, NEW_ID);
    const photos = await photosOf(db(), NEW_ID);
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      await seedSet(seedDoc(context.firestore() as never, 'catchRanks', String(photos.orderRank)), {
        catchId: PENDING_ID,
      });
    });
    await expectAllowed(false, finishDraft(db(), MEMBER, NEW_ID, photos));
    await expectAllowed(
      true,
      finishDraft(db(), MEMBER, NEW_ID, { ...photos, orderRank: photos.orderRank + 1 }),
    );
  });

  it('a second finish of a finished catch', async () => {
    await submitAs(db(), MEMBER, NEW_ID);
    await expectAllowed(
      false,
      finishDraft(db(), MEMBER, NEW_ID, await photosOf(db(), NEW_ID), null),
    );
  });
});

describe('plausible weights and listed species (issue 19 point 4, issue 21 point 3, issue 32 finding 12)', () => {
  const draftOf = (fishType: string, fishLbs: number, fishOz: number) => ({
    ...draftFields(),
    fishType,
    fishLbs,
    fishOz,
    weightOz: fishLbs * 16 + fishOz,
    searchKeywords: searchKeywords('Sarah Fisher', fishType, 'Clay End'),
  });

  it.each([
    ['a Common Carp of 100 lbs 15 oz', 'Common Carp', 100, 15],
    // The attack: past the British record (68 lb 1 oz) by more than the margin.
    ['a Common Carp of 75 lbs', 'Common Carp', 75, 0],
    ['a Roach of 10 lbs', 'Roach', 10, 0],
    ['an Other fish of 60 lbs', 'Other: Sturgeon', 60, 0],
    // The attack: a misspelt species escaping the table.
    ['a misspelt species ("Carpp")', 'Carpp', 2, 0],
    ['a listed species in another case', 'TENCH', 2, 0],
    ['"Other:" with no name', 'Other: ', 2, 0],
  ])('refuses %s', async (_name, fishType, fishLbs, fishOz) => {
    await expectAllowed(false, openDraft(db(), MEMBER, NEW_ID, draftOf(fishType, fishLbs, fishOz)));
  });

  it.each([
    ['the heaviest plausible Common Carp (74 lbs 13 oz)', 'Common Carp', 74, 13],
    ['the heaviest plausible Tench (16 lbs 11 oz)', 'Tench', 16, 11],
    ['an Other fish, named as such', 'Other: Golden Tench', 4, 2],
  ])('accepts %s', async (_name, fishType, fishLbs, fishOz) => {
    await expectAllowed(true, openDraft(db(), MEMBER, NEW_ID, draftOf(fishType, fishLbs, fishOz)));
  });

  it.each([
    ['a 75 lb carp', { fishType: 'Common Carp', fishLbs: 75, fishOz: 0, weightOz: 1200 }],
    ['a misspelt species', { fishType: 'Carpp', fishLbs: 2, fishOz: 0, weightOz: 32 }],
    [
      '(the control) a 20 lb carp',
      { fishType: 'Common Carp', fishLbs: 20, fishOz: 0, weightOz: 320 },
    ],
  ])('approving %s stored before the table (two taps to a club record)', async (name, fields) => {
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      await seedSet(seedDoc(context.firestore() as never, 'catches', PENDING_ID), fields, {
        merge: true,
      });
    });
    await expectAllowed(
      name.startsWith('(the control)'),
      recordedChangeAs('manageCatches', `catches/${PENDING_ID}`, 'manageCatches', 'approve', {
        isPublic: true,
      }),
    );
  });
});

describe("a catches admin's correction (issue 19 points 1 and 4)", () => {
  /** A correction of angler, fish and weight, as editCatch (src/features/catches/api) writes it. */
  const correction = (fishType: string, fishLbs: number, fishOz: number) => ({
    memberName: 'Sean Mcdonald',
    fishType,
    fishLbs,
    fishOz,
    weightOz: fishLbs * 16 + fishOz,
    searchKeywords: searchKeywords('Sean Mcdonald', fishType, 'Clay End'),
  });

  it.each([PENDING_ID, APPROVED_ID])(
    'refuses a Common Carp of 80 lbs (within the general bounds, past the species table) on %s, changing nothing',
    async (id) => {
      const before = await storedData(`catches/${id}`);
      await expectAllowed(
        false,
        recordedChangeAs(
          'manageCatches',
          `catches/${id}`,
          'manageCatches',
          'edit',
          correction('Common Carp', 80, 0),
        ),
      );
      expect(await storedData(`catches/${id}`)).toEqual(before);
      expect(await storedData(`history/catches~${id}@1`)).toBeNull();
    },
  );

  it('accepts a waiting catch corrected (angler, fish, weight) with its history entry', async () => {
    const before = await storedData(`catches/${PENDING_ID}`);
    await expectAllowed(
      true,
      recordedChangeAs(
        'manageCatches',
        `catches/${PENDING_ID}`,
        'manageCatches',
        'edit',
        correction('Tench', 9, 4),
      ),
    );
    expect(await storedData(`catches/${PENDING_ID}`)).toEqual({
      ...before,
      ...correction('Tench', 9, 4),
      isPublic: false,
      rev: 1,
    });
    expect(await storedData(`history/catches~${PENDING_ID}@1`)).toMatchObject({
      area: 'manageCatches',
      path: `catches/${PENDING_ID}`,
      rev: 1,
      kind: 'edit',
      before,
      by: uidOf('manageCatches'),
    });
  });

  it('refuses the same correction of a waiting catch without its history entry', async () => {
    await expectAllowed(
      false,
      updateDoc(doc(dbAs('manageCatches'), 'catches', PENDING_ID), {
        ...correction('Tench', 9, 4),
        rev: 1,
      }),
    );
  });
});

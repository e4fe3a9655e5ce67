/** Catch documents as the submission flow writes them, for the catch rules tests. */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  doc as seedDoc,
  Timestamp as SeedTimestamp,
  writeBatch as seedBatch,
  type Firestore as SeedDb,
} from 'firebase/firestore';
import {
  connectFirestoreEmulator,
  deleteField,
  doc,
  getDoc,
  getFirestore,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore as Db,
} from 'firebase/firestore/lite';
import { afterAll } from 'vitest';
import { searchKeywords } from '../../../src/features/catches/search-keywords';
import { PROJECT_ID } from './rules-env';

export const STORAGE_BASE = 'http://127.0.0.1:9199/v0/b/demo-pac.appspot.com/o';

/** Firestore-style auto ids (20 letters and digits). */
export const NEW_ID = 'NewCatch000000000001';
export const APPROVED_ID = 'Approved000000000001';
export const PENDING_ID = 'Pending0000000000002';
export const DRAFT_ID = 'Draft000000000000003';

/** Anonymous members (as submitter-identity.ts signs them in) and their open drafts. */
export const MEMBER = 'anon-member-1';
export const OTHER_MEMBER = 'anon-member-2';

export const downloadUrl = (folder: string, id: string, base = STORAGE_BASE) =>
  `${base}/${folder}%2F${id}?alt=media&token=5a1b2c3d-0000-4000-8000-000000000000`;

/**
 * The draft's own fields, as submit-catch.ts writes them (without ownerUid and submittedAt),
 * marked unfinished until it is finished.
 */
export function draftFields(): DocumentData {
  return {
    unfinished: true,
    memberName: 'Sarah Fisher',
    catchLocation: 'Clay End',
    fishType: 'Common Carp',
    fishLbs: 21,
    fishOz: 8,
    weightOz: 21 * 16 + 8,
    isPublic: false,
    searchKeywords: searchKeywords('Sarah Fisher', 'Common Carp', 'Clay End'),
  };
}

/** A finished catch as stored (legacy ranks are small whole numbers). */
function storedCatch(id: string, orderRank: number, extra: DocumentData = {}): DocumentData {
  const fields = draftFields();
  delete fields.unfinished;
  return {
    ...fields,
    imgURL: downloadUrl('catches', id),
    thumbURL: downloadUrl('catchThumbs', id),
    orderRank,
    // The admin server's attestation that both files are in Storage (firestore.rules photoStored).
    photoStored: true,
    ...extra,
  };
}

/**
 * The existing club: one approved catch (rank 1) and one waiting (rank 2), both from before
 * submitters had uids, and OTHER_MEMBER's open draft.
 */
export async function seedCatches(db: SeedDb): Promise<void> {
  const batch = seedBatch(db);
  batch.set(seedDoc(db, 'catches', APPROVED_ID), storedCatch(APPROVED_ID, 1, { isPublic: true }));
  batch.set(seedDoc(db, 'catches', PENDING_ID), storedCatch(PENDING_ID, 2));
  batch.set(seedDoc(db, 'catches', DRAFT_ID), {
    ...draftFields(),
    ownerUid: OTHER_MEMBER,
    submittedAt: SeedTimestamp.now(),
  });
  batch.set(seedDoc(db, 'submitters', OTHER_MEMBER), {
    draft: DRAFT_ID,
    draftsDayStart: SeedTimestamp.now(),
    draftsToday: 1,
  });
  await batch.commit();
}

const clients = new Map<string, { app: FirebaseApp; db: Db }>();

afterAll(async () => {
  await Promise.all([...clients.values()].map(({ app }) => deleteApp(app)));
  clients.clear();
});

/**
 * The database as an anonymous member `uid` sees it (firestore/lite, as the site), carrying the
 * emulator's unsigned token of an anonymous Firebase Auth user.
 */
export function memberDb(uid: string, projectId = PROJECT_ID): Db {
  const key = `${projectId}/${uid}`;
  let client = clients.get(key);
  if (!client) {
    const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `member-${key}`);
    const db = getFirestore(app);
    const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
    connectFirestoreEmulator(db, host!, Number(port), {
      mockUserToken: { sub: uid, user_id: uid, firebase: { sign_in_provider: 'anonymous' } },
    });
    client = { app, db };
    clients.set(key, client);
  }
  return client.db;
}

/**
 * The submitters fields that open a draft as submit-catch.ts does: the draft's id, counted among
 * the drafts of the day (the first of a day when none were counted yet).
 */
export async function openingOf(db: Db, uid: string, id: string): Promise<DocumentData> {
  const before = await getDoc(doc(db, 'submitters', uid)).catch(() => undefined);
  const count = before?.get('draftsToday') as number | undefined;
  return before?.get('draftsDayStart') && count !== undefined
    ? { draft: id, draftsToday: count + 1 }
    : { draft: id, draftsDayStart: serverTimestamp(), draftsToday: 1 };
}

/**
 * Step 1 of a submission: the draft and the submitter's open draft, counted,
 * in one batch; `submitter` replaces the submitters fields openingOf would write.
 */
export async function openDraft(
  db: Db,
  uid: string,
  id: string,
  fields: DocumentData = draftFields(),
  submitter?: DocumentData,
): Promise<void> {
  const opening = submitter ?? (await openingOf(db, uid, id));
  const batch = writeBatch(db);
  batch.set(doc(db, 'catches', id), { ownerUid: uid, submittedAt: serverTimestamp(), ...fields });
  batch.set(doc(db, 'submitters', uid), opening, { merge: true });
  return batch.commit();
}

/** orderRank as submitter-limits.ts computes it from the draft's server time. */
export async function rankOfDraft(db: Db, id: string): Promise<number> {
  const time = (await getDoc(doc(db, 'catches', id))).get('submittedAt') as Timestamp;
  return time.seconds * 1_000_000 + Math.floor(time.nanoseconds / 1000);
}

/**
 * Step 3: the URLs and orderRank, its catchRanks claim (unless `claim` is false), and the
 * submission counted (the first of the day unless `counted` says otherwise), in one batch.
 * `counted` null leaves the submitter alone. (The club-wide cap is the admin server's to count,
 * issue 32: tests/rules/club-cap.int.test.ts.)
 */
export async function finishDraft(
  db: Db,
  uid: string,
  id: string,
  fields: DocumentData,
  counted: DocumentData | null = {
    lastAt: serverTimestamp(),
    dayStart: serverTimestamp(),
    dayCount: 1,
  },
  claim = true,
): Promise<void> {
  const batch = writeBatch(db);
  batch.update(doc(db, 'catches', id), fields);
  if (claim && typeof fields.orderRank === 'number')
    batch.set(doc(db, 'catchRanks', String(fields.orderRank)), { catchId: id });
  if (counted) batch.set(doc(db, 'submitters', uid), counted, { merge: true });
  return batch.commit();
}

/** The photo fields a finished draft gets (and its unfinished mark removed). */
export async function photosOf(db: Db, id: string, base = STORAGE_BASE): Promise<DocumentData> {
  return {
    imgURL: downloadUrl('catches', id, base),
    thumbURL: downloadUrl('catchThumbs', id, base),
    orderRank: await rankOfDraft(db, id),
    unfinished: deleteField(),
  };
}

/** A whole submission (draft, then photos), as submit-catch.ts makes it. */
export async function submitAs(db: Db, uid: string, id: string, fields = draftFields()) {
  await openDraft(db, uid, id, fields);
  await finishDraft(db, uid, id, await photosOf(db, id));
}

/**
 * Issue 32, findings 7 and 8, written as the attacks were, by an admin of the area (Manage
 * Content), each as one batch of the document and its history entry:
 *   7. any edit recorded as 'restore', 'approve' or 'publish' with any `from`; a binned article
 *      "restored" with different text;
 *   8. a document created with rev 2^63-1, which no later write could raise, so nobody could edit
 *      or delete it from a browser again.
 * Refused now (firestore.rules, "History tells the truth"); the truthful writes beside them pass.
 */
import {
  doc as seedDoc,
  Timestamp as SeedTimestamp,
  writeBatch as seedBatch,
} from 'firebase/firestore';
import { doc, serverTimestamp, writeBatch, type DocumentData } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { historyId } from '../../src/lib/history/history-id';
import { expectAllowed, uidOf } from './support/roles';
import { dbAs, PROJECT_ID, storedData, useRulesEnv } from './support/rules-env';

const AREA = 'manageContent';
/** An article edited once: rev 1, its entry keeping the first version (no rev). */
const PATH = 'content/main/homeArticles/t1';
const FIRST = { title: 'Opening day', text: '<p>Come along</p>' };
const NOW = { title: 'Opening day (moved)', text: '<p>Come along</p>', rev: 1 };
/** A deleted article: created (rev 1), then deleted (rev 2), its entry keeping it as it was. */
const GONE = 'content/main/homeArticles/gone2';
const BINNED = { title: 'Gone', text: '<p>as it was</p>', rev: 1 };

useRulesEnv(async (db) => {
  const batch = seedBatch(db);
  const seeded = (path: string, rev: number, kind: string, before: DocumentData | null) =>
    batch.set(seedDoc(db, 'history', historyId(path, rev)), {
      area: AREA,
      path,
      rev,
      kind,
      before,
      by: uidOf(AREA),
      email: null,
      at: SeedTimestamp.now(),
    });
  batch.set(seedDoc(db, PATH), NOW);
  seeded(PATH, 1, 'edit', FIRST);
  seeded(GONE, 1, 'create', null);
  seeded(GONE, 2, 'delete', BINNED);
  await batch.commit();
});

/** The document written (null: deleted) with `rev`, and its entry, as the area's admin. */
async function recorded(
  path: string,
  data: DocumentData | null,
  rev: number,
  entry: DocumentData,
): Promise<unknown> {
  const db = dbAs(AREA);
  const batch = writeBatch(db);
  if (data === null) batch.delete(doc(db, path));
  else batch.set(doc(db, path), { ...data, rev });
  batch.set(doc(db, 'history', historyId(path, rev)), {
    area: AREA,
    path,
    rev,
    kind: 'edit',
    before: await storedData(path),
    by: uidOf(AREA),
    email: null,
    at: serverTimestamp(),
    ...entry,
  });
  return batch.commit();
}

const EDITED = { title: 'Anything at all', text: '<p>new words</p>' };

describe('a restore only puts back a recorded version (finding 7)', () => {
  it.each([
    ['an edit recorded as a restore of the first version', EDITED, { from: 0 }],
    ['an edit recorded as a restore with a made-up from', EDITED, { from: 7 }],
    ['a restore without from', FIRST, {}],
    [
      'the current text labelled a restore of the first version, title changed',
      EDITED,
      { from: 0 },
    ],
  ])('%s: refused', async (_name, data, entry) => {
    await expectAllowed(false, recorded(PATH, data, 2, { kind: 'restore', ...entry }));
  });
  it('the first version put back, exactly: allowed', async () => {
    await expectAllowed(true, recorded(PATH, FIRST, 2, { kind: 'restore', from: 0 }));
  });
  it('one field put back from it, the others as they are: allowed', async () => {
    const data = { ...NOW, title: FIRST.title };
    await expectAllowed(true, recorded(PATH, data, 2, { kind: 'restore', from: 0 }));
  });
  it('from on an edit: refused', async () => {
    await expectAllowed(false, recorded(PATH, EDITED, 2, { from: 0 }));
  });
  it('a binned article "restored" with different text: refused', async () => {
    const forged = { ...BINNED, text: '<p>something else</p>' };
    await expectAllowed(false, recorded(GONE, forged, 3, { kind: 'restore', from: 1 }));
  });
  it('the binned article restored as it was deleted: allowed', async () => {
    await expectAllowed(true, recorded(GONE, BINNED, 3, { kind: 'restore', from: 1 }));
  });
});

describe("'approve', 'publish' and 'notApprove' only for those changes (finding 7)", () => {
  it.each(['approve', 'publish', 'notApprove'])(
    'an article edit recorded as %s: refused',
    async (kind) => {
      await expectAllowed(false, recorded(PATH, EDITED, 2, { kind }));
    },
  );
  it('an edit recorded as a create: refused', async () => {
    await expectAllowed(false, recorded(PATH, EDITED, 2, { kind: 'create' }));
  });
  it('the same edit recorded as an edit: allowed', async () => {
    await expectAllowed(true, recorded(PATH, EDITED, 2, {}));
  });
});

/**
 * The attack's request: a REST commit of the article and its entry with rev 2^63-1 as a 64-bit
 * integer (the SDK cannot write it: past 2^53 a JavaScript number goes as a double), carrying the
 * emulator's unsigned token of the area's admin, as the SDK's emulator connection does.
 */
async function commitWithRev(path: string, rev: string): Promise<number> {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  const base64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const uid = uidOf(AREA);
  const now = Math.floor(Date.now() / 1000);
  const token = `${base64({ alg: 'none', type: 'JWT' })}.${base64({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    sub: uid,
    user_id: uid,
    firebase: { sign_in_provider: 'custom', identities: {} },
  })}.`;
  const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
  const text = (value: string) => ({ stringValue: value });
  const response = await fetch(`http://${host}:${port}/v1/${root}:commit`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      writes: [
        {
          update: {
            name: `${root}/${path}`,
            fields: { title: text('Forever'), rev: { integerValue: rev } },
          },
          currentDocument: { exists: false },
        },
        {
          update: {
            name: `${root}/history/${historyId(path, Number(rev))}`.replace(/@.*$/, `@${rev}`),
            fields: {
              area: text(AREA),
              path: text(path),
              rev: { integerValue: rev },
              kind: text('create'),
              before: { nullValue: null },
              by: text(uid),
              email: { nullValue: null },
            },
          },
          updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
        },
      ],
    }),
  });
  return response.status;
}

describe('rev goes up by one from 1, or from the history (finding 8)', () => {
  const NEW = 'content/main/homeArticles/new1';
  it('a document created with rev 2^63-1 (REST, a 64-bit integer): refused', async () => {
    expect(await commitWithRev(NEW, '9223372036854775807')).toBe(403);
    expect(await storedData(NEW)).toBeNull();
  });
  it('the same request with rev 1: allowed (the request is sound)', async () => {
    expect(await commitWithRev(NEW, '1')).toBe(200);
  });
  it.each([
    ['5, with no history', 5],
    ['0', 0],
  ])('a document created with rev %s: refused', async (_name, rev) => {
    await expectAllowed(false, recorded(NEW, EDITED, rev, { kind: 'create' }));
  });
  it('a document created with rev 1: allowed', async () => {
    await expectAllowed(true, recorded(NEW, EDITED, 1, { kind: 'create' }));
  });
  it('a binned article brought back at a rev past its history: refused', async () => {
    await expectAllowed(false, recorded(GONE, BINNED, 9, { kind: 'restore', from: 1 }));
  });
  it('a binned article brought back over its history as a fresh create: refused', async () => {
    await expectAllowed(false, recorded(GONE, EDITED, 1, { kind: 'create' }));
  });
});

/**
 * The history and the bin (issue 19): a change to a recorded document needs its history entry in
 * the same write, the entry must tell the truth (before, by, at), entries are never changed, and
 * only the area's admins read them. Articles stand for every recorded collection (the same
 * recordedWrite and validHistory functions of firestore.rules).
 */
import {
  doc as seedDoc,
  Timestamp as SeedTimestamp,
  writeBatch as seedBatch,
} from 'firebase/firestore';
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
  writeBatch,
  type DocumentData,
} from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { historyId } from '../../src/lib/history/history-id';
import {
  expectAllowed,
  flagHolder,
  itForEachRole,
  nobody,
  uidOf,
  type Role,
} from './support/roles';
import { dbAs, useRulesEnv } from './support/rules-env';

const PATH = 'content/main/homeArticles/a1';
const ARTICLE = {
  title: 'Opening day',
  text: '<p>Come along</p>',
  createdDate: new Date('2026-05-01T08:00:00Z'),
};
const GONE = 'content/main/homeArticles/gone1';

useRulesEnv(async (db) => {
  const batch = seedBatch(db);
  batch.set(seedDoc(db, PATH), ARTICLE);
  // A deleted article: its delete entry keeps it (rev 2), and it is no longer in its collection.
  batch.set(seedDoc(db, 'history', historyId(GONE, 2)), {
    area: 'manageContent',
    path: GONE,
    rev: 2,
    kind: 'delete',
    before: { title: 'Gone', text: '<p>x</p>', rev: 1 },
    by: uidOf('manageContent'),
    email: null,
    at: SeedTimestamp.now(),
  });
  await batch.commit();
});

/** The stored article as the rules compare it (timestamps as stored). */
const storedArticle = () => ({ ...ARTICLE, createdDate: Timestamp.fromDate(ARTICLE.createdDate) });

function entry(role: Role, rev: number, extra: DocumentData = {}): DocumentData {
  return {
    area: 'manageContent',
    path: PATH,
    rev,
    kind: 'edit',
    before: storedArticle(),
    by: uidOf(role),
    email: null,
    at: serverTimestamp(),
    ...extra,
  };
}

/** An edit of the article with its history entry (changed by `entryChange`), in one batch. */
function recordedEdit(role: Role, entryChange: DocumentData = {}, rev = 1) {
  const db = dbAs(role);
  const batch = writeBatch(db);
  batch.update(doc(db, PATH), { title: 'Opening day (moved)', rev });
  batch.set(doc(db, 'history', historyId(PATH, rev)), entry(role, rev, entryChange));
  return batch.commit();
}

describe('a recorded edit (document and history entry in one batch)', () => {
  itForEachRole(flagHolder('manageContent'), (role) => recordedEdit(role), 'write');
});

describe('a change without its history record is refused', () => {
  itForEachRole(
    nobody,
    (role) => updateDoc(doc(dbAs(role), PATH), { title: 'Sneaky', rev: 1 }),
    'write',
  );
  it('a delete without its entry: refused', async () => {
    await expectAllowed(false, deleteDoc(doc(dbAs('manageContent'), PATH)));
  });
  it('a history entry alone, the document unchanged: refused', async () => {
    const db = dbAs('manageContent');
    const batch = writeBatch(db);
    batch.set(doc(db, 'history', historyId(PATH, 1)), entry('manageContent', 1));
    await expectAllowed(false, batch.commit());
  });
  it('the same revision again (not raised): refused', async () => {
    await expectAllowed(false, recordedEdit('manageContent', { rev: 0 }, 0));
  });
});

describe('a history entry that lies is refused', () => {
  const cases: [string, DocumentData][] = [
    ['a forged before', { before: { ...storedArticle(), title: 'Something else' } }],
    ['before missing (null) for an existing document', { before: null }],
    ['a forged by', { by: uidOf('superAdmin') }],
    ['a forged at', { at: Timestamp.fromDate(new Date('2026-01-01T00:00:00Z')) }],
    ['a forged e-mail', { email: 'someone@pac.example' }],
    ['another area', { area: 'manageMatches' }],
    ['a delete kind while the document stays', { kind: 'delete' }],
    ['an unknown field', { note: 'hi' }],
  ];
  it.each(cases)('%s: refused', async (_name, change) => {
    await expectAllowed(false, recordedEdit('manageContent', change));
  });
  it('the truth: allowed (the cases above differ from it in one field)', async () => {
    await expectAllowed(true, recordedEdit('manageContent'));
  });
});

describe('delete to the bin, and restore', () => {
  function recordedDelete(kind: string) {
    const db = dbAs('manageContent');
    const batch = writeBatch(db);
    batch.delete(doc(db, PATH));
    batch.set(doc(db, 'history', historyId(PATH, 1)), entry('manageContent', 1, { kind }));
    return batch.commit();
  }
  it('a delete whose entry keeps the whole document: allowed', async () => {
    await expectAllowed(true, recordedDelete('delete'));
  });
  it('a delete recorded as an edit: refused', async () => {
    await expectAllowed(false, recordedDelete('edit'));
  });

  function restore(role: Role, rev: number) {
    const db = dbAs(role);
    const batch = writeBatch(db);
    batch.set(doc(db, GONE), { title: 'Gone', text: '<p>x</p>', rev });
    batch.set(doc(db, 'history', historyId(GONE, rev)), {
      area: 'manageContent',
      path: GONE,
      rev,
      kind: 'restore',
      before: null,
      by: uidOf(role),
      email: null,
      at: serverTimestamp(),
      from: 1,
    });
    return batch.commit();
  }
  describe('restoring a deleted article from the bin', () => {
    itForEachRole(flagHolder('manageContent'), (role) => restore(role, 3), 'write');
  });
  it('restoring over a revision already taken (its entry exists): refused', async () => {
    await expectAllowed(false, restore('manageContent', 2));
  });
});

describe('history entries are never changed or deleted', () => {
  const stored = () => doc(dbAs('superAdmin'), 'history', historyId(GONE, 2));
  describe('update', () => {
    itForEachRole(
      nobody,
      (role) => updateDoc(doc(dbAs(role), 'history', historyId(GONE, 2)), { title: 'Changed' }),
      'write',
    );
  });
  describe('delete', () => {
    itForEachRole(
      nobody,
      (role) => deleteDoc(doc(dbAs(role), 'history', historyId(GONE, 2))),
      'write',
    );
  });
  it('still there, as written', async () => {
    await expectAllowed(true, getDoc(stored()));
  });
});

describe('only the area admins read the history and the bin', () => {
  describe('get an entry', () => {
    itForEachRole(
      flagHolder('manageContent'),
      (role) => getDoc(doc(dbAs(role), 'history', historyId(GONE, 2))),
      'read',
    );
  });
  describe('list the area (the bin query)', () => {
    itForEachRole(
      flagHolder('manageContent'),
      (role) =>
        getDocs(
          query(
            collection(dbAs(role), 'history'),
            where('area', '==', 'manageContent'),
            where('kind', '==', 'delete'),
          ),
        ),
      'read',
    );
  });
  it('a query that does not name the area: refused, even for the area admin', async () => {
    await expectAllowed(false, getDocs(collection(dbAs('manageContent'), 'history')));
  });
});

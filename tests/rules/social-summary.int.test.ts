/**
 * summaries/socialLinks, the navbar's one-document copy of externalNav: read by everyone, its
 * `links` written only by a socials admin and only as a map of at most 50 entries, each change
 * recorded in the Socials history (issue 32, finding 6: it was rewritten untraced); its `crest`
 * (issue 35) only by a Club admin, as a download URL in clubCrest/, recorded in the Club history;
 * one or the other per write, no other field; never listed, never deleted, and no other summary.
 */
import { deleteDoc as seedDelete, doc as seedDoc, setDoc as seedSet } from 'firebase/firestore';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
} from 'firebase/firestore/lite';
import { describe } from 'vitest';
import { downloadUrl } from './support/catch-data';
import { COLLECTIONS, SOCIAL_LINKS_SUMMARY_DOC_ID } from '../../src/config/constants';
import {
  dbAs,
  recordedSet,
  rulesEnv,
  useRulesEnv,
  type Db,
  type SeedDb,
} from './support/rules-env';
import { everyone, flagHolder, itForEachRole, nobody, type Role } from './support/roles';

const summary = (db: Db) => doc(db, COLLECTIONS.summaries, SOCIAL_LINKS_SUMMARY_DOC_ID);

const link = (n: number) => ({
  socialName: 'Facebook',
  socialURL: `https://facebook.com/pac${n}`,
  socialActive: n % 2 === 0,
});

/** A links map of `count` entries, keyed s0, s1, ... */
const linksOf = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, n) => [`s${n}`, link(n)]));

/** Replaces (or with null removes) the summary with rules off, before the operation under test. */
function withSummary(data: { links?: unknown; crest?: string } | null) {
  return () =>
    rulesEnv().withSecurityRulesDisabled(async (context) => {
      const ref = seedDoc(
        context.firestore() as unknown as SeedDb,
        COLLECTIONS.summaries,
        SOCIAL_LINKS_SUMMARY_DOC_ID,
      );
      await (data ? seedSet(ref, data) : seedDelete(ref));
    });
}

useRulesEnv(withSummary({ links: linksOf(2) }));

const writer = flagHolder('manageSocials');

interface Row {
  operation: string;
  allowed: (role: Role) => boolean;
  /** Done with rules off before the operation, outside the assertion. */
  before?: () => Promise<void>;
  run: (db: Db, role: Role) => Promise<unknown>;
}

const PATH = `${COLLECTIONS.summaries}/${SOCIAL_LINKS_SUMMARY_DOC_ID}`;
/** The summary written as the admin api writes it: with its rev and history entry. */
const recordedSummary = (role: Role, data: Record<string, unknown>) =>
  recordedSet(role, PATH, data, 'manageSocials');

const clubWriter = flagHolder('manageClub');
const crest = (id: string) => downloadUrl('clubCrest', id);
/** The crest written as the Club area writes it, recorded in its history. */
const recordedCrest = (role: Role, data: Record<string, unknown>) =>
  recordedSet(role, PATH, data, 'manageClub');

const MATRIX: Row[] = [
  { operation: 'get', allowed: everyone, run: (db) => getDoc(summary(db)) },
  {
    operation: 'list',
    allowed: nobody,
    run: (db) => getDocs(collection(db, COLLECTIONS.summaries)),
  },
  {
    operation: 'create',
    allowed: writer,
    before: withSummary(null),
    run: (_db, role) => recordedSummary(role, { links: linksOf(3) }),
  },
  {
    operation: 'update: set one entry',
    allowed: writer,
    run: (_db, role) => recordedSummary(role, { links: { ...linksOf(2), s9: link(9) } }),
  },
  {
    operation: 'update: remove one entry',
    allowed: writer,
    run: (_db, role) => recordedSummary(role, { links: { s1: link(1) } }),
  },
  {
    operation: 'update: 50 links, the most allowed',
    allowed: writer,
    before: withSummary({ links: linksOf(49) }),
    run: (_db, role) => recordedSummary(role, { links: linksOf(50) }),
  },
  { operation: 'delete', allowed: nobody, run: (db) => deleteDoc(summary(db)) },

  // The crest (issue 35): the Club area's field, the links left as they are.
  {
    operation: 'update: the crest replaced (Club)',
    allowed: clubWriter,
    run: (_db, role) => recordedCrest(role, { links: linksOf(2), crest: crest('c1') }),
  },
  {
    operation: 'create: the crest alone, before any link (Club)',
    allowed: clubWriter,
    before: withSummary(null),
    run: (_db, role) => recordedCrest(role, { crest: crest('c1') }),
  },
  {
    operation: 'update: back to the drawn crest (Club)',
    allowed: clubWriter,
    before: withSummary({ links: linksOf(2), crest: crest('c1') }),
    run: (_db, role) => recordedCrest(role, { links: linksOf(2) }),
  },
  {
    operation: 'update: the crest and a link in one write',
    allowed: nobody,
    run: (_db, role) => recordedCrest(role, { links: linksOf(1), crest: crest('c1') }),
  },
  {
    operation: 'update: a crest from another folder',
    allowed: nobody,
    run: (_db, role) =>
      recordedCrest(role, { links: linksOf(2), crest: downloadUrl('contentImage', 'c1') }),
  },
  {
    operation: 'update: a crest from elsewhere',
    allowed: nobody,
    run: (_db, role) =>
      recordedCrest(role, { links: linksOf(2), crest: 'https://evil.example/crest.svg' }),
  },

  // Invalid documents: refused to everyone, the socials admin and super admin included.
  {
    operation: 'create: 51 links',
    allowed: nobody,
    before: withSummary(null),
    run: (_db, role) => recordedSummary(role, { links: linksOf(51) }),
  },
  {
    operation: 'create: a field besides links',
    allowed: nobody,
    before: withSummary(null),
    run: (_db, role) => recordedSummary(role, { links: linksOf(1), updatedBy: 'someone' }),
  },
  {
    operation: 'create: links not a map',
    allowed: nobody,
    before: withSummary(null),
    run: (_db, role) => recordedSummary(role, { links: [link(0)] }),
  },
  {
    operation: 'create: without links',
    allowed: nobody,
    before: withSummary(null),
    run: (_db, role) => recordedSummary(role, {}),
  },
  {
    operation: 'update: a 51st link',
    allowed: nobody,
    before: withSummary({ links: linksOf(50) }),
    run: (_db, role) => recordedSummary(role, { links: linksOf(51) }),
  },
  {
    operation: 'update: a field besides links',
    allowed: nobody,
    run: (_db, role) => recordedSummary(role, { links: linksOf(2), updatedBy: 'someone' }),
  },
  {
    operation: 'update: links not a map',
    allowed: nobody,
    run: (_db, role) => recordedSummary(role, { links: 'https://facebook.com/pac' }),
  },
  // The attack: the navbar's links rewritten with no history entry (issue 32, finding 6).
  {
    operation: 'update without its history entry',
    allowed: nobody,
    run: (db) => updateDoc(summary(db), new FieldPath('links', 's0'), link(7)),
  },
  {
    operation: 'update: an entry removed without its history entry',
    allowed: nobody,
    run: (db) => updateDoc(summary(db), new FieldPath('links', 's0'), deleteField()),
  },
  {
    operation: 'create without its history entry',
    allowed: nobody,
    before: withSummary(null),
    run: (db) => setDoc(summary(db), { links: linksOf(3) }),
  },
  {
    operation: 'create another summary',
    allowed: nobody,
    run: (db) => setDoc(doc(db, COLLECTIONS.summaries, 'catches'), { links: {} }),
  },
];

describe.each(MATRIX)('summaries/socialLinks: $operation', ({ allowed, before, run }) => {
  itForEachRole(allowed, async (role) => {
    await before?.();
    await run(dbAs(role), role);
  });
});

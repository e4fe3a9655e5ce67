/**
 * The history and the bin of content/main, the committee, the waters, the match rules and the
 * social links (issue 19): each area's entries are read only by its admins (and super admins),
 * one by one and as the bin's query asks for them. That a change without its entry is refused is
 * each collection's recorded matrix (content, members, waters, match-rules, external-nav tests).
 */
import {
  doc as seedDoc,
  Timestamp as SeedTimestamp,
  writeBatch as seedBatch,
} from 'firebase/firestore';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { describe } from 'vitest';
import { flagHolder, itForEachRole, uidOf } from './support/roles';
import { dbAs, useRulesEnv } from './support/rules-env';

const AREAS = [
  { area: 'manageContent', path: 'content/main', before: { rulesText: '<p>Old rules</p>' } },
  { area: 'manageCommittee', path: 'members/gone1', before: { memberName: 'Ann Lee' } },
  {
    area: 'manageWaters',
    path: 'waters/weston/westonData/gone1',
    before: { text: '<p>A lake</p>', pagePosition: 1 },
  },
  { area: 'manageMatches', path: 'matchRules/gone1', before: { rank: 1, value: 'No keepnets' } },
  { area: 'manageSocials', path: 'externalNav/youtube', before: { socialName: 'YouTube' } },
] as const;

const entryId = (path: string) => `${path.replaceAll('/', '~')}@2`;

useRulesEnv(async (db) => {
  const batch = seedBatch(db);
  for (const { area, path, before } of AREAS) {
    batch.set(seedDoc(db, 'history', entryId(path)), {
      area,
      path,
      rev: 2,
      kind: 'delete',
      before: { ...before, rev: 1 },
      by: uidOf(area),
      email: null,
      at: SeedTimestamp.now(),
    });
  }
  await batch.commit();
});

describe.each(AREAS)('$area: only its admins read its history and bin', ({ area, path }) => {
  describe('get an entry', () => {
    itForEachRole(
      flagHolder(area),
      (role) => getDoc(doc(dbAs(role), 'history', entryId(path))),
      'read',
    );
  });
  describe('the bin query', () => {
    itForEachRole(
      flagHolder(area),
      (role) =>
        getDocs(
          query(
            collection(dbAs(role), 'history'),
            where('area', '==', area),
            where('kind', '==', 'delete'),
          ),
        ),
      'read',
    );
  });
});

/** The catch counter moves only by one, together with the catch that takes the new rank. */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
} from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { NEW_ID, PENDING_ID, seedCatches } from './support/catch-data';
import { dbAs, expectAllowed, ROLES, type Role } from './support/rules-env';
import { useRulesEnv } from './support/rules-env';

useRulesEnv(seedCatches);

const MATRIX: { operation: string; allowed: boolean; run: (role: Role) => Promise<unknown> }[] = [
  {
    operation: 'get',
    allowed: true,
    run: (role) => getDoc(doc(dbAs(role), 'counters', 'catches')),
  },
  { operation: 'list', allowed: false, run: (role) => getDocs(collection(dbAs(role), 'counters')) },
  {
    operation: 'create another counter',
    allowed: false,
    run: (role) => setDoc(doc(dbAs(role), 'counters', 'members'), { last: 1, lastId: NEW_ID }),
  },
  {
    operation: 'update: advance without a catch',
    allowed: false,
    run: (role) => updateDoc(doc(dbAs(role), 'counters', 'catches'), { last: 3, lastId: NEW_ID }),
  },
  {
    operation: 'update: set back',
    allowed: false,
    run: (role) => updateDoc(doc(dbAs(role), 'counters', 'catches'), { last: 0 }),
  },
  {
    operation: 'update: point at an existing catch',
    allowed: false,
    run: (role) =>
      updateDoc(doc(dbAs(role), 'counters', 'catches'), { last: 3, lastId: PENDING_ID }),
  },
  {
    operation: 'delete',
    allowed: false,
    run: (role) => deleteDoc(doc(dbAs(role), 'counters', 'catches')),
  },
];

describe.each(MATRIX)('counters: $operation', ({ allowed, run }) => {
  it.each(ROLES)(`%s: allowed ${allowed}`, async (role) => {
    await expectAllowed(allowed, run(role));
  });
});

/**
 * The old catch counter (counters/catches): ranks now come from the server's clock, so no client
 * reads or writes any counter, whatever its role.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
} from 'firebase/firestore/lite';
import { doc as seedDoc, setDoc as seedSet } from 'firebase/firestore';
import { describe } from 'vitest';
import { itForEachRole, nobody, type Role } from './support/roles';
import { NEW_ID, PENDING_ID } from './support/catch-data';
import { dbAs, useRulesEnv } from './support/rules-env';

useRulesEnv((db) => seedSet(seedDoc(db, 'counters', 'catches'), { last: 2, lastId: PENDING_ID }));

const MATRIX: { operation: string; run: (role: Role) => Promise<unknown> }[] = [
  { operation: 'get', run: (role) => getDoc(doc(dbAs(role), 'counters', 'catches')) },
  { operation: 'list', run: (role) => getDocs(collection(dbAs(role), 'counters')) },
  {
    operation: 'create another counter',
    run: (role) => setDoc(doc(dbAs(role), 'counters', 'members'), { last: 1, lastId: NEW_ID }),
  },
  {
    operation: 'update: advance',
    run: (role) => updateDoc(doc(dbAs(role), 'counters', 'catches'), { last: 3, lastId: NEW_ID }),
  },
  {
    operation: 'update: set back',
    run: (role) => updateDoc(doc(dbAs(role), 'counters', 'catches'), { last: 0 }),
  },
  { operation: 'delete', run: (role) => deleteDoc(doc(dbAs(role), 'counters', 'catches')) },
];

describe.each(MATRIX)('counters: $operation', ({ operation, run }) => {
  itForEachRole(nobody, run, operation === 'get' || operation === 'list' ? 'read' : 'write');
});

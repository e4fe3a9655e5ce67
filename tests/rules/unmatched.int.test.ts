/** A collection the rules do not name is closed to everyone, super admins included. */
import { doc as seedDoc, setDoc as seedSet } from 'firebase/firestore';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore/lite';
import { describe } from 'vitest';
import { itForEachRole, nobody } from './support/roles';
import { dbAs, useRulesEnv, type Db } from './support/rules-env';

useRulesEnv(async (db) => {
  await seedSet(seedDoc(db, 'secrets', 's1'), { value: 'hidden' });
});

const OPERATIONS = {
  get: (db: Db) => getDoc(doc(db, 'secrets', 's1')),
  list: (db: Db) => getDocs(collection(db, 'secrets')),
  create: (db: Db) => setDoc(doc(db, 'secrets', 's2'), { value: 'x' }),
  delete: (db: Db) => deleteDoc(doc(db, 'secrets', 's1')),
};

describe.each(Object.entries(OPERATIONS))('an unknown collection: %s', (operation, run) => {
  const reads = operation === 'get' || operation === 'list';
  itForEachRole(nobody, (role) => run(dbAs(role)), reads ? 'read' : 'write');
});

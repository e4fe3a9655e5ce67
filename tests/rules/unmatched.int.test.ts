/** A collection the rules do not name is closed to everyone, super admins included. */
import { doc as seedDoc, setDoc as seedSet } from 'firebase/firestore';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { dbAs, expectAllowed, ROLES, useRulesEnv } from './support/rules-env';

useRulesEnv(async (db) => {
  await seedSet(seedDoc(db, 'secrets', 's1'), { value: 'hidden' });
});

describe.each(ROLES)('an unknown collection as %s', (role) => {
  it('refuses get, list, create and delete', async () => {
    const db = dbAs(role);
    await expectAllowed(false, getDoc(doc(db, 'secrets', 's1')));
    await expectAllowed(false, getDocs(collection(db, 'secrets')));
    await expectAllowed(false, setDoc(doc(db, 'secrets', 's2'), { value: 'x' }));
    await expectAllowed(false, deleteDoc(doc(db, 'secrets', 's1')));
  });
});

import { doc as seedDoc, setDoc as seedSet } from 'firebase/firestore';
import { deleteDoc, doc, getDoc, setDoc, setLogLevel, updateDoc } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { expectAllowed, nobody, type Role, ROLES, uidOf } from './support/roles';
import { dbAs, describeMatrix, useRulesEnv, type CollectionTable } from './support/rules-env';

const superAdminOnly = (role: Role) => role === 'superAdmin';

// Each refusal below is asserted (assertFails); the SDK's warning for each would only be noise.
setLogLevel('error');

// Someone else's permissions: only an enabled super admin reads them, and no client writes them:
// the admin server is their one writer (admin-server/src/users).
const others: CollectionTable = {
  name: "userPermissions (someone else's)",
  path: 'userPermissions',
  existing: { id: 'someone-else', data: { manageMatches: true } },
  created: { manageContent: true, manageCatches: false },
  updated: { manageMatches: false, manageWaters: true },
  allowed: {
    get: superAdminOnly,
    list: superAdminOnly,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
};

useRulesEnv(async (db) => {
  await seedSet(seedDoc(db, others.path, others.existing.id), others.existing.data);
});

describeMatrix(others);

const signedInRoles = ROLES.filter((role) => role !== 'signedOut' && role !== 'noPermissions');

describe('userPermissions (their own)', () => {
  it.each(signedInRoles)('%s reads their own permissions, disabled or not', async (role) => {
    await expectAllowed(true, getDoc(doc(dbAs(role), 'userPermissions', uidOf(role))));
  });

  it('a signed-in user without permissions reads their own (missing) document', async () => {
    await expectAllowed(
      true,
      getDoc(doc(dbAs('noPermissions'), 'userPermissions', uidOf('noPermissions'))),
    );
  });

  // The super admin included: taking one's own superAdmin away is the admin server's decision.
  it.each(signedInRoles)('%s cannot create, update or delete their own document', async (role) => {
    const own = doc(dbAs(role), 'userPermissions', uidOf(role));
    await expectAllowed(false, setDoc(own, { superAdmin: true, disabled: false }));
    await expectAllowed(false, updateDoc(own, { superAdmin: false }));
    await expectAllowed(false, deleteDoc(own));
  });

  it('a signed-in user without permissions cannot create their own document', async () => {
    await expectAllowed(
      false,
      setDoc(doc(dbAs('noPermissions'), 'userPermissions', uidOf('noPermissions')), {
        manageContent: true,
      }),
    );
  });
});

describe('what a super admin may write there', () => {
  const write = (data: Record<string, unknown>) =>
    setDoc(doc(dbAs('superAdmin'), 'userPermissions', 'someone-else'), data);

  it.each([
    ['every flag and the disabled mark, as booleans', { manageCatches: true, disabled: false }],
    ['an empty document', {}],
    ['superAdmin for another account', { superAdmin: true }],
    ['the disabled mark alone', { disabled: true }],
  ])('nothing, not even %s', async (_name, data) => {
    await expectAllowed(false, write(data));
  });
});

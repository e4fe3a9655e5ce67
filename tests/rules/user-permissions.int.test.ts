import { doc as seedDoc, setDoc as seedSet } from 'firebase/firestore';
import { doc, getDoc, setDoc } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import {
  dbAs,
  describeMatrix,
  expectAllowed,
  ROLES,
  uidOf,
  useRulesEnv,
  type CollectionTable,
  type Role,
} from './support/rules-env';

const superAdminOnly = (role: Role) => role === 'superAdmin';

// Someone else's permissions: only an enabled super admin reads or writes them.
const others: CollectionTable = {
  name: "userPermissions (someone else's)",
  path: 'userPermissions',
  existing: { id: 'someone-else', data: { manageMatches: true } },
  created: { manageContent: true, manageCatches: false },
  updated: { manageMatches: false, manageWaters: true },
  allowed: {
    get: superAdminOnly,
    list: superAdminOnly,
    create: superAdminOnly,
    update: superAdminOnly,
    delete: superAdminOnly,
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

  it.each(signedInRoles.filter((role) => role !== 'superAdmin'))(
    '%s cannot give themselves superAdmin',
    async (role) => {
      await expectAllowed(
        false,
        setDoc(doc(dbAs(role), 'userPermissions', uidOf(role)), { superAdmin: true }),
      );
    },
  );

  it('a signed-in user without permissions cannot create their own document', async () => {
    await expectAllowed(
      false,
      setDoc(doc(dbAs('noPermissions'), 'userPermissions', uidOf('noPermissions')), {
        manageContent: true,
      }),
    );
  });

  it('the disabled super admin cannot clear their own disabled mark', async () => {
    await expectAllowed(
      false,
      setDoc(doc(dbAs('disabledSuperAdmin'), 'userPermissions', uidOf('disabledSuperAdmin')), {
        superAdmin: true,
        disabled: false,
      }),
    );
  });
});

describe('what a super admin may write there', () => {
  const write = (data: Record<string, unknown>) =>
    setDoc(doc(dbAs('superAdmin'), 'userPermissions', 'someone-else'), data);

  it('every flag and the disabled mark, as booleans', async () => {
    await expectAllowed(
      true,
      write({
        manageCatches: true,
        manageCommittee: false,
        manageContacts: true,
        manageContent: false,
        manageMatches: true,
        manageSocials: false,
        manageWaters: true,
        superAdmin: false,
        disabled: false,
      }),
    );
  });

  it.each([
    ['an unknown flag', { manageEverything: true }],
    ['a flag as text', { manageContent: 'yes' }],
    ['disabled as a number', { disabled: 0 }],
  ])('not %s', async (_name, data) => {
    await expectAllowed(false, write(data));
  });
});

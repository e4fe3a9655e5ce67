import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_PATHS } from '../../../config/constants';
import {
  adminBucket,
  adminDb,
  clearFirestore,
  createAdmin,
} from '../../../../tests/support/emulators';
import { signIn, signOut } from '../../auth';
import { createMember } from './create-member';
import { deleteMember } from './delete-member';
import { getMember } from './get-member';
import { getMembers } from './get-members';
import { updateMember } from './update-member';

// The app's own api modules, signed in through the app's signIn() as an admin with the committee
// flag, against the emulators and the real firestore.rules.
const image = (label: string) => new Blob([`fake image ${label}`], { type: 'image/jpeg' });

async function fileText(path: string): Promise<string | null> {
  const file = adminBucket().file(path);
  const [exists] = await file.exists();
  return exists ? (await file.download())[0].toString() : null;
}

const fields = {
  memberName: 'Pat Roach',
  memberRole: 'Bailiff',
  contactEmail: 'pat@pac.example',
  contactNumber: '07700 900200',
  contactAddress: '1 Lake Road, Weston',
  positionRank: 7,
};

describe('committee admin api against the emulators', () => {
  let committeeAdmin: { email: string; password: string };
  let contentAdmin: { email: string; password: string };

  beforeAll(async () => {
    await clearFirestore();
    committeeAdmin = await createAdmin('committee-int-admin', { manageCommittee: true });
    contentAdmin = await createAdmin('committee-int-other', { manageContent: true });
  });
  beforeEach(() => signIn(committeeAdmin.email, committeeAdmin.password));
  afterAll(() => signOut());

  it('creates a member with the photo under memberDisplayPhotos/{id}', async () => {
    const id = await createMember(fields, image('first'));
    const member = await getMember(id);
    expect(member).toMatchObject({ id, ...fields });
    expect(member?.photoURL).toContain(encodeURIComponent(`memberDisplayPhotos/${id}`));
    expect(await fileText(STORAGE_PATHS.memberPhoto(id))).toBe('fake image first');
    expect((await getMembers()).map((m) => m.id)).toContain(id);
  });

  it('replacing the photo removes the old one and stores the new URL', async () => {
    const id = await createMember(fields, image('old'));
    const before = (await getMember(id))!;
    await updateMember(
      before,
      { ...fields, memberRole: 'Head Bailiff', contactEmail: '' },
      image('new'),
    );
    const after = (await getMember(id))!;
    expect(after.memberRole).toBe('Head Bailiff');
    expect(after.contactEmail).toBeUndefined();
    expect(await fileText(STORAGE_PATHS.memberPhoto(id))).toBe('fake image new');
    // The old download URL no longer serves the old photo.
    const old = await fetch(before.photoURL!);
    expect(old.ok ? await old.text() : 'gone').not.toBe('fake image old');
    const fresh = await fetch(after.photoURL!);
    expect(await fresh.text()).toBe('fake image new');
  });

  it('replacing a photo kept at another path deletes that old file', async () => {
    const id = await createMember(fields, image('x'));
    const legacyPath = `memberDisplayPhotos/legacy-${id}`;
    await adminBucket().file(legacyPath).save('legacy photo', { contentType: 'image/jpeg' });
    const legacyURL = `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}/v0/b/demo-pac.appspot.com/o/${encodeURIComponent(legacyPath)}?alt=media`;
    await updateMember({ id, photoURL: legacyURL }, fields, image('replacement'));
    expect(await fileText(legacyPath)).toBeNull();
    expect(await fileText(STORAGE_PATHS.memberPhoto(id))).toBe('fake image replacement');
  });

  it('saving without a new photo keeps the photo', async () => {
    const id = await createMember(fields, image('keep'));
    const before = (await getMember(id))!;
    await updateMember(before, { ...fields, positionRank: 2 });
    const after = (await getMember(id))!;
    expect(after.positionRank).toBe(2);
    expect(after.photoURL).toBe(before.photoURL);
    expect(await fileText(STORAGE_PATHS.memberPhoto(id))).toBe('fake image keep');
  });

  it('deleting a member removes the document and the photo', async () => {
    const id = await createMember(fields, image('bye'));
    const member = (await getMember(id))!;
    await deleteMember(member);
    expect(await getMember(id)).toBeNull();
    expect((await adminDb().doc(`members/${id}`).get()).exists).toBe(false);
    expect(await fileText(STORAGE_PATHS.memberPhoto(id))).toBeNull();
  });

  it('refuses an admin without manageCommittee', async () => {
    await adminDb()
      .doc('members/keep-me')
      .set({ memberName: 'Keep Me', memberRole: 'x', positionRank: 1 });
    await signIn(contentAdmin.email, contentAdmin.password);
    await expect(deleteMember({ id: 'keep-me' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await adminDb().doc('members/keep-me').get()).exists).toBe(true);
  });
});

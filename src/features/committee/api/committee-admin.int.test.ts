import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getBin, getItemHistory, picturesOf, restoreVersion } from '../../../lib/history';
import {
  adminBucket,
  adminDb,
  clearFirestore,
  createAdmin,
  storageName,
} from '../../../../tests/support/emulators';
import { signIn, signOut } from '../../auth';
import { createMember } from './create-member';
import { deleteMember } from './delete-member';
import { getMember } from './get-member';
import { getMembers } from './read-members';
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

  it('creates a member with the photo under memberDisplayPhotos/, recorded', async () => {
    const id = await createMember(fields, image('first'));
    const member = await getMember(id);
    expect(member).toMatchObject({ id, ...fields });
    expect(await fileText(storageName(member!.photoURL!))).toBe('fake image first');
    expect((await getMembers()).map((m) => m.id)).toContain(id);
    expect((await getItemHistory('manageCommittee', `members/${id}`)).map((e) => e.kind)).toEqual([
      'create',
    ]);
  });

  it('a replaced photo stays, and putting back the earlier version brings it back', async () => {
    const id = await createMember(fields, image('old'));
    const before = (await getMember(id))!;
    const saved = await updateMember(
      before,
      { ...fields, memberRole: 'Head Bailiff', contactEmail: '' },
      image('new'),
    );
    const after = (await getMember(id))!;
    expect(after.memberRole).toBe('Head Bailiff');
    expect(after.contactEmail).toBeUndefined();
    expect(after.photoURL).not.toBe(before.photoURL);
    expect(await (await fetch(after.photoURL!)).text()).toBe('fake image new');
    // The old photo is kept for the history.
    expect(await fileText(storageName(before.photoURL!))).toBe('fake image old');

    await saved.undo();
    const undone = (await getMember(id))!;
    expect(undone).toMatchObject({ memberRole: 'Bailiff', contactEmail: 'pat@pac.example' });
    expect(undone.photoURL).toBe(before.photoURL);
    expect(await (await fetch(undone.photoURL!)).text()).toBe('fake image old');
  });

  it('saving without a new photo keeps the photo', async () => {
    const id = await createMember(fields, image('keep'));
    const before = (await getMember(id))!;
    await updateMember(before, { ...fields, positionRank: 2 });
    const after = (await getMember(id))!;
    expect(after.positionRank).toBe(2);
    expect(after.photoURL).toBe(before.photoURL);
    expect(await fileText(storageName(before.photoURL!))).toBe('fake image keep');
  });

  it('a deleted member goes to the bin with their photo, and is restored with it', async () => {
    const id = await createMember(fields, image('bye'));
    const member = (await getMember(id))!;
    await deleteMember(member);
    expect(await getMember(id)).toBeNull();
    expect((await getMembers()).map((m) => m.id)).not.toContain(id);
    expect(await fileText(storageName(member.photoURL!))).toBe('fake image bye');

    const [binned] = (await getBin(['manageCommittee'])).filter((e) => e.path === `members/${id}`);
    expect(binned).toMatchObject({ kind: 'delete', title: 'Pat Roach' });
    expect(picturesOf(binned!.before)).toEqual([member.photoURL]);
    await restoreVersion(binned!);
    const restored = (await getMember(id))!;
    expect(restored).toMatchObject({ ...fields, photoURL: member.photoURL });
    expect(await (await fetch(restored.photoURL!)).text()).toBe('fake image bye');
    expect(await getBin(['manageCommittee'])).toEqual([]);
    await expect(deleteMember({ id: 'never-was', memberName: 'x' })).rejects.toThrow(
      /no longer exists/,
    );
  });

  it('refuses an admin without manageCommittee', async () => {
    await adminDb()
      .doc('members/keep-me')
      .set({ memberName: 'Keep Me', memberRole: 'x', positionRank: 1 });
    await signIn(contentAdmin.email, contentAdmin.password);
    await expect(deleteMember({ id: 'keep-me', memberName: 'Keep Me' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await adminDb().doc('members/keep-me').get()).exists).toBe(true);
  });
});

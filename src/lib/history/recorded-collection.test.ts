import { collection, getFirestore } from 'firebase/firestore/lite';
import { initializeApp } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PICTURE_USES } from '../../config/areas';
import { deletePictureIfPresent, uploadImage } from '../storage-files';
import { changeRecorded } from './record-change';
import { recordedCollection } from './recorded-collection';

// What is under test is the picture's way into the recorded write; the write and the upload are
// Firebase's (tested against the emulators by each area's integration tests).
vi.mock('./record-change', () => ({ changeRecorded: vi.fn(() => Promise.resolve({})) }));
vi.mock('../storage-files', () => ({
  uploadImage: vi.fn((path: string) => Promise.resolve(`https://files.example/${path}`)),
  deletePictureIfPresent: vi.fn(() => Promise.resolve()),
}));

const db = getFirestore(initializeApp({ projectId: 'demo-recorded' }, 'recorded-collection'));

interface MemberInput {
  memberName: string;
  photo?: File | undefined;
}

const members = recordedCollection<MemberInput>({
  area: 'manageCommittee',
  collection: () => collection(db, 'members'),
  title: (member) => member.memberName,
  picture: PICTURE_USES.committeePhoto,
  // The picture's URL, as any other field: recorded in the history entry with the rest.
  data: ({ memberName, photo }) => ({ memberName, ...(photo && { photoURL: photo }) }),
  merge: true,
});

/** The fields the last recorded write stored. */
function lastWrite() {
  const call = vi.mocked(changeRecorded).mock.calls.at(-1)!;
  return { meta: call[1], fields: (call[2] as () => unknown)() };
}

const photo = () => new File(['x'], 'photo.jpg', { type: 'image/jpeg' });

beforeEach(() => vi.clearAllMocks());

describe('recordedCollection with a picture', () => {
  it("uploads the picture to its area's folder under a new name and records its URL", async () => {
    await members.add({ memberName: 'Ann Angler', photo: photo() });

    const path = vi.mocked(uploadImage).mock.calls[0]![0];
    expect(path).toMatch(/^memberDisplayPhotos\/[0-9a-f-]{36}$/);
    expect(lastWrite()).toEqual({
      meta: { area: 'manageCommittee', kind: 'create', title: 'Ann Angler' },
      fields: { memberName: 'Ann Angler', photoURL: `https://files.example/${path}` },
    });
  });

  it('keeps the stored picture when an edit brings none', async () => {
    await members.update('m1', { memberName: 'Ann Angler' });

    expect(uploadImage).not.toHaveBeenCalled();
    expect(lastWrite().fields).toEqual({ memberName: 'Ann Angler' });
  });

  it('removes the uploaded picture (and its variants) when the write is refused', async () => {
    vi.mocked(changeRecorded).mockRejectedValueOnce(new Error('refused'));

    await expect(members.update('m1', { memberName: 'Ann', photo: photo() })).rejects.toThrow(
      'refused',
    );
    const url = await vi.mocked(uploadImage).mock.results[0]!.value;
    expect(deletePictureIfPresent).toHaveBeenCalledWith(url);
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await expect(members.add({ memberName: 'Ann', photo: text })).rejects.toThrow(
      'Choose an image file.',
    );
    expect(uploadImage).not.toHaveBeenCalled();
    expect(changeRecorded).not.toHaveBeenCalled();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { adminBucket, clearAuth, clearFirestore } from '../../../../tests/support/emulators';
import { signInClientAs } from '../../../../tests/support/client-session';
import { addWaterEntry } from './add-water-entry';
import { deleteWaterEntry } from './delete-water-entry';
import { getWaterEntries } from './get-water-entries';
import { reorderWaterEntries } from './reorder-water-entries';
import { updateWaterEntry } from './update-water-entry';

const image = (marker: number) =>
  new Blob([new Uint8Array([0xff, 0xd8, 0xff, marker])], { type: 'image/jpeg' });

async function storedBytes(path: string): Promise<number[]> {
  const [bytes] = await adminBucket().file(path).download();
  return [...bytes];
}

describe('waters api against the emulators and the Firestore rules', () => {
  beforeAll(async () => {
    await clearAuth();
    await clearFirestore();
    await signInClientAs('waters-admin', { manageWaters: true });
  });

  it('adds entries at the end, each with its image under waterImages/{water}/{id}', async () => {
    const first = await addWaterEntry('clayEnd', { text: '<p>Reed bed</p>', image: image(1) });
    const second = await addWaterEntry('clayEnd', { text: '<p>South bank</p>', image: image(2) });

    const entries = await getWaterEntries('clayEnd');
    expect(entries.map((e) => [e.id, e.pagePosition, e.text])).toEqual([
      [first, 1, '<p>Reed bed</p>'],
      [second, 2, '<p>South bank</p>'],
    ]);
    expect(entries[0]!.imgUrl).toContain(`/o/waterImages%2FclayEnd%2F${first}`);
    expect(await storedBytes(`waterImages/clayEnd/${first}`)).toEqual([0xff, 0xd8, 0xff, 1]);
  });

  it('edits the text and replaces the image in place', async () => {
    const id = await addWaterEntry('weston', { text: 'Old', image: image(3) });
    await updateWaterEntry('weston', id, { text: '<p>New</p>' });
    expect((await getWaterEntries('weston')).find((e) => e.id === id)?.text).toBe('<p>New</p>');
    expect(await storedBytes(`waterImages/weston/${id}`)).toEqual([0xff, 0xd8, 0xff, 3]);

    await updateWaterEntry('weston', id, { text: '<p>New</p>', image: image(4) });
    expect(await storedBytes(`waterImages/weston/${id}`)).toEqual([0xff, 0xd8, 0xff, 4]);
    const [files] = await adminBucket().getFiles({ prefix: `waterImages/weston/${id}` });
    expect(files).toHaveLength(1);
  });

  it('reorders by rewriting pagePosition 1..n', async () => {
    const ids = (await getWaterEntries('clayEnd')).map((e) => e.id);
    const third = await addWaterEntry('clayEnd', { text: 'Third', image: image(5) });
    await reorderWaterEntries('clayEnd', [third, ...ids]);
    const entries = await getWaterEntries('clayEnd');
    expect(entries.map((e) => [e.id, e.pagePosition])).toEqual([
      [third, 1],
      [ids[0], 2],
      [ids[1], 3],
    ]);
  });

  it('deletes an entry and removes its image from Storage', async () => {
    const id = await addWaterEntry('warrensGreen', { text: 'Doomed', image: image(6) });
    const path = `waterImages/warrensGreen/${id}`;
    expect((await adminBucket().file(path).exists())[0]).toBe(true);

    await deleteWaterEntry('warrensGreen', id);
    expect(await getWaterEntries('warrensGreen')).toEqual([]);
    expect((await adminBucket().file(path).exists())[0]).toBe(false);
    await expect(deleteWaterEntry('warrensGreen', id)).rejects.toThrow(/no longer exists/);
  });

  it('refuses an admin without manageWaters, and changes nothing', async () => {
    const before = await getWaterEntries('clayEnd');
    await signInClientAs('content-admin', { manageContent: true });
    await expect(
      reorderWaterEntries('clayEnd', before.map((e) => e.id).reverse()),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(deleteWaterEntry('clayEnd', before[0]!.id)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await getWaterEntries('clayEnd')).toEqual(before);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminBucket,
  clearAuth,
  clearFirestore,
  storageName,
} from '../../../../tests/support/emulators';
import { signInClientAs } from '../../../../tests/support/client-session';
import { addWaterEntry } from './add-water-entry';
import { deleteWaterEntry } from './delete-water-entry';
import { getWaterEntries } from './read-water-entries';
import { reorderWaterEntries } from './reorder-water-entries';
import { updateWaterEntry } from './update-water-entry';
import { getBin, getItemHistory, picturesOf, restoreVersion } from '../../../lib/history';

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

  it('adds entries at the end, each with its image under waterImages/{water}/, recorded', async () => {
    const first = await addWaterEntry('clayEnd', { text: '<p>Reed bed</p>', image: image(1) });
    const second = await addWaterEntry('clayEnd', { text: '<p>South bank</p>', image: image(2) });

    const entries = await getWaterEntries('clayEnd');
    expect(entries.map((e) => [e.id, e.pagePosition, e.text])).toEqual([
      [first, 1, '<p>Reed bed</p>'],
      [second, 2, '<p>South bank</p>'],
    ]);
    expect(storageName(entries[0]!.imgUrl)).toMatch(/^waterImages\/clayEnd\/[0-9a-f-]{36}$/);
    expect(await storedBytes(storageName(entries[0]!.imgUrl))).toEqual([0xff, 0xd8, 0xff, 1]);
    const history = await getItemHistory('manageWaters', `waters/clayEnd/clayEndData/${first}`);
    expect(history).toMatchObject([{ kind: 'create', title: 'Clay End entry' }]);
  });

  it('edits the text and replaces the image, keeping the old one to put back', async () => {
    const id = await addWaterEntry('weston', { text: 'Old', image: image(3) });
    await updateWaterEntry('weston', id, { text: '<p>New</p>' });
    const before = (await getWaterEntries('weston')).find((e) => e.id === id)!;
    expect(before.text).toBe('<p>New</p>');
    expect(await storedBytes(storageName(before.imgUrl))).toEqual([0xff, 0xd8, 0xff, 3]);

    const replaced = await updateWaterEntry('weston', id, { text: '<p>New</p>', image: image(4) });
    const after = (await getWaterEntries('weston')).find((e) => e.id === id)!;
    expect(await storedBytes(storageName(after.imgUrl))).toEqual([0xff, 0xd8, 0xff, 4]);
    expect(await storedBytes(storageName(before.imgUrl))).toEqual([0xff, 0xd8, 0xff, 3]);
    await replaced.undo();
    expect((await getWaterEntries('weston')).find((e) => e.id === id)?.imgUrl).toBe(before.imgUrl);
  });

  it('removes the image and keeps the entry and the file; Undo puts the picture back', async () => {
    const id = await addWaterEntry('weston', { text: '<p>Lily pads</p>', image: image(5) });
    const before = (await getWaterEntries('weston')).find((e) => e.id === id)!;
    const removed = await updateWaterEntry('weston', id, {
      text: '<p>Lily pads</p>',
      removeImage: true,
    });
    const after = (await getWaterEntries('weston')).find((e) => e.id === id)!;
    expect(after).toMatchObject({ text: '<p>Lily pads</p>', imgUrl: '' });
    expect(await storedBytes(storageName(before.imgUrl))).toEqual([0xff, 0xd8, 0xff, 5]);
    await removed.undo();
    expect((await getWaterEntries('weston')).find((e) => e.id === id)?.imgUrl).toBe(before.imgUrl);
  });

  it('reorders by rewriting pagePosition 1..n, each move recorded', async () => {
    const ids = (await getWaterEntries('clayEnd')).map((e) => e.id);
    const third = await addWaterEntry('clayEnd', { text: 'Third', image: image(5) });
    await reorderWaterEntries('clayEnd', [third, ...ids]);
    const entries = await getWaterEntries('clayEnd');
    expect(entries.map((e) => [e.id, e.pagePosition])).toEqual([
      [third, 1],
      [ids[0], 2],
      [ids[1], 3],
    ]);
    const moves = await getItemHistory('manageWaters', `waters/clayEnd/clayEndData/${third}`);
    expect(moves.map((e) => e.kind)).toEqual(['edit', 'create']);
  });

  it('a deleted entry goes to the bin with its image, and is restored with it', async () => {
    const id = await addWaterEntry('warrensGreen', { text: 'Doomed', image: image(6) });
    const [entry] = await getWaterEntries('warrensGreen');
    const name = storageName(entry!.imgUrl);

    await deleteWaterEntry('warrensGreen', id);
    expect(await getWaterEntries('warrensGreen')).toEqual([]);
    expect(await storedBytes(name)).toEqual([0xff, 0xd8, 0xff, 6]);
    await expect(deleteWaterEntry('warrensGreen', id)).rejects.toThrow(/no longer exists/);

    const [binned] = await getBin(['manageWaters']);
    expect(binned).toMatchObject({
      path: `waters/warrensGreen/warrensGreenData/${id}`,
      title: 'Warrens Green entry',
    });
    expect(picturesOf(binned!.before)).toEqual([entry!.imgUrl]);
    await restoreVersion(binned!);
    expect(await getWaterEntries('warrensGreen')).toEqual([entry]);
    expect(await getBin(['manageWaters'])).toEqual([]);
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

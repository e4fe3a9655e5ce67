import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, clearFirestore } from '../../../../tests/support/emulators';
import { setSanitizerWindow } from '../../../lib/sanitize-html';
import { getShownWaterEntries, getWaterEntries } from './read-water-entries';

describe('getWaterEntries against the Firestore emulator', () => {
  beforeAll(async () => {
    // The display sanitizer needs a DOM; the server renderer gives it one the same way.
    const { JSDOM } = await import('jsdom');
    setSanitizerWindow(new JSDOM('').window as unknown as Window);
    await clearFirestore();
    const db = adminDb();
    for (const [id, pagePosition] of [
      ['w3', 3],
      ['w1', 1],
      ['w2', 2],
    ] as const) {
      await db
        .doc(`waters/weston/westonData/${id}`)
        .set({ pagePosition, imgUrl: `https://example.org/${id}.jpg`, text: `<p>${id}</p>` });
    }
    await db.doc('waters/clayEnd/clayEndData/c1').set({
      pagePosition: 1,
      imgUrl: 'https://example.org/c1.jpg',
      text: '<p>Clay End</p><img src="x" onerror="steal()"><a href="https://example.org">map</a>',
    });
  });

  it('gives the public page the texts sanitised for display', async () => {
    const [entry] = await getShownWaterEntries('clayEnd');
    expect(entry!.text).toBe(
      '<p>Clay End</p><a href="https://example.org" target="_blank" rel="noopener noreferrer">map</a>',
    );
  });

  it("reads one water's entries by pagePosition ascending", async () => {
    const entries = await getWaterEntries('weston');
    expect(entries).toEqual([
      { id: 'w1', pagePosition: 1, imgUrl: 'https://example.org/w1.jpg', text: '<p>w1</p>' },
      { id: 'w2', pagePosition: 2, imgUrl: 'https://example.org/w2.jpg', text: '<p>w2</p>' },
      { id: 'w3', pagePosition: 3, imgUrl: 'https://example.org/w3.jpg', text: '<p>w3</p>' },
    ]);
  });

  it('reads only the asked water, and nothing for a water without entries', async () => {
    expect((await getWaterEntries('clayEnd')).map((e) => e.id)).toEqual(['c1']);
    expect(await getWaterEntries('warrensGreen')).toEqual([]);
  });
});

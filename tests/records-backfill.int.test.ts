/**
 * `npm run backfill-records` against the emulators: old catches (pounds and ounces, no weightOz)
 * get their weightOz, the club records and personal bests are rebuilt to match a count made here
 * independently, and a second run changes nothing. Then /records' reads: the same bounded number
 * of documents at 100 and at 5,000 catches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildRecords } from '../scripts/records/rebuild-records';
import { getClubRecords, getPersonalBests } from '../src/features/records/api/read-records';
import { countFirestoreReads } from '../src/testing/read-counter';
import { PROJECT_ID } from '../scripts/emulators/config';
import { adminBucket, adminDb, clearFirestore } from './support/emulators';
import { runScript } from './support/run-script';

process.env.METADATA_SERVER_DETECTION ??= 'none';

const SPECIES = ['Tench', 'Bream', 'Common Carp', 'Pike', 'Roach'];
const WATERS = ['Weston', 'Warrens Green', 'Clay End'];
const ANGLERS = ['Ann Lee', 'Bob Reed', 'Cat Hooper', 'Dev Marsh'];

/** Catch n as stored before weightOz existed: every 9th unweighed, every 5th not approved. */
function oldCatch(n: number) {
  return {
    memberName: ANGLERS[n % ANGLERS.length]!,
    fishType: SPECIES[Math.floor(n / 3) % SPECIES.length]!,
    catchLocation: WATERS[(n * 7) % WATERS.length]!,
    ...(n % 9 === 0 ? {} : { fishLbs: (n * 13) % 30, fishOz: (n * 5) % 16 }),
    isPublic: n % 5 !== 0,
    orderRank: n,
    imgURL: `https://example.org/${n}.jpg`,
    // Attested by the admin server (its files seen): records need it (issue 21).
    photoStored: true,
  };
}

async function storeOldCatches(from: number, to: number) {
  const writer = adminDb().bulkWriter();
  for (let n = from; n < to; n += 1) {
    void writer.set(adminDb().doc(`catches/old-${String(n).padStart(5, '0')}`), oldCatch(n));
  }
  await writer.close();
}

/** The heaviest approved, weighed catch per species, counted here without the site's code. */
function expectedSpeciesRecords(count: number) {
  const best = new Map<string, { n: number; oz: number }>();
  for (let n = 0; n < count; n += 1) {
    const c = oldCatch(n);
    if (!c.isPublic || c.fishLbs === undefined) continue;
    const oz = c.fishLbs * 16 + c.fishOz!;
    const held = best.get(c.fishType);
    if (!held || oz > held.oz) best.set(c.fishType, { n, oz });
  }
  return Object.fromEntries(
    [...best].map(([species, { n, oz }]) => [
      species,
      { id: `old-${String(n).padStart(5, '0')}`, oz },
    ]),
  );
}

async function pageReads(): Promise<number> {
  const counter = countFirestoreReads();
  try {
    const club = await getClubRecords();
    await getPersonalBests(club.anglers[0]!);
    return counter.reads();
  } finally {
    counter.stop();
  }
}

describe('backfill-records and the reads of /records', () => {
  beforeAll(async () => {
    await clearFirestore();
    await storeOldCatches(0, 100);
  });
  afterAll(() => clearFirestore());

  let readsAt100 = 0;

  // Runs the script twice as its own process (tsx and firebase-admin start each time): a minute or
  // more on a busy 2-core machine, which is slowness, not failure (no test here checks speed).
  it(
    'gives old catches weightOz and rebuilds the records; a second run changes nothing',
    { timeout: 180_000 },
    async () => {
      const first = await runScript('scripts/backfill-records.ts', []);
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      // 100 catches, 12 of them (n % 9 == 0) without a weight.
      expect(first.stdout).toContain('88 catches given weightOz, 5 species records, 4 anglers');
      const catches = (await adminDb().collection('catches').get()).docs;
      for (const snapshot of catches) {
        const { fishLbs, fishOz, weightOz } = snapshot.data();
        expect(weightOz).toBe(fishLbs === undefined ? undefined : fishLbs * 16 + fishOz);
      }
      const club = await getClubRecords();
      const species = Object.fromEntries(
        Object.entries(club.species).map(([name, e]) => [name, { id: e.catchId, oz: e.weightOz }]),
      );
      expect(species).toEqual(expectedSpeciesRecords(100));
      expect(club.anglers).toEqual([...ANGLERS].sort());

      const second = await runScript('scripts/backfill-records.ts', []);
      expect(second.code).toBe(0);
      expect(second.stdout).toContain('0 catches given weightOz, 5 species records, 4 anglers');
      expect(await getClubRecords()).toEqual(club);
    },
  );

  it('reads 2 documents at 100 catches: the club records and one angler’s bests', async () => {
    readsAt100 = await pageReads();
    expect(readsAt100).toBe(2);
  });

  it('reads the same 2 documents at 5,000 catches', { timeout: 180_000 }, async () => {
    await storeOldCatches(100, 5000);
    const summary = await rebuildRecords(adminDb());
    const added = Array.from({ length: 4900 }, (_, i) => oldCatch(100 + i));
    expect(summary.weighed).toBe(added.filter((c) => c.fishLbs !== undefined).length);
    const species = (await getClubRecords()).species;
    expect(
      Object.fromEntries(
        Object.entries(species).map(([k, e]) => [k, { id: e.catchId, oz: e.weightOz }]),
      ),
    ).toEqual(expectedSpeciesRecords(5000));
    expect(await pageReads()).toBe(readsAt100);
  });
});

describe('backfill-records checks the files in the bucket the target names', () => {
  // A project made since October 2024 has `<id>.firebasestorage.app`, not `<id>.appspot.com`.
  const NEW_BUCKET = `${PROJECT_ID}.firebasestorage.app`;
  beforeAll(async () => {
    await clearFirestore();
    const unattested: Partial<ReturnType<typeof oldCatch>> = oldCatch(1);
    delete unattested.photoStored;
    await adminDb().doc('catches/new-bucket-1').set(unattested);
    const bucket = adminBucket().storage.bucket(NEW_BUCKET);
    for (const folder of ['catches', 'catchThumbs'])
      await bucket.file(`${folder}/new-bucket-1`).save('x', { contentType: 'image/jpeg' });
  });
  afterAll(() => clearFirestore());

  it('attests the catch whose photo and thumbnail are in that bucket', async () => {
    const run = await runScript('scripts/backfill-records.ts', ['--bucket', NEW_BUCKET]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect((await adminDb().doc('catches/new-bucket-1').get()).get('photoStored')).toBe(true);
  });
});

/**
 * firestore.rules as deployed: bucket() set to a real project's bucket (README, "Deploying").
 * Then a catch's photo URLs must be https on that bucket; the emulator's http URLs, accepted on
 * a demo- project so local runs work, are refused.
 */
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { expectAllowed } from './support/roles';
import {
  downloadUrl,
  draftFields,
  finishDraft,
  MEMBER,
  memberDb,
  NEW_ID,
  openDraft,
  photosOf,
} from './support/catch-data';

const PROJECT = 'pac-production-check';
const BUCKET = 'pac-club.firebasestorage.app';
const HTTPS = `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o`;

let env: RulesTestEnvironment;

beforeAll(async () => {
  const rules = readFileSync('firestore.rules', 'utf8').replace(
    "return 'demo-pac[.]appspot[.]com';",
    "return 'pac-club[.]firebasestorage[.]app';",
  );
  if (!rules.includes('pac-club')) throw new Error('bucket() was not found in firestore.rules');
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  env = await initializeTestEnvironment({
    projectId: PROJECT,
    firestore: { host: host!, port: Number(port), rules },
  });
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const db = () => memberDb(MEMBER, PROJECT);

describe('deployed rules (a real bucket)', () => {
  it('accept https download URLs of the project bucket', async () => {
    await openDraft(db(), MEMBER, NEW_ID, draftFields());
    await expectAllowed(
      true,
      finishDraft(db(), MEMBER, NEW_ID, await photosOf(db(), NEW_ID, HTTPS)),
    );
  });

  it.each([
    ['the emulator on 127.0.0.1', `http://127.0.0.1:9199/v0/b/${BUCKET}/o`],
    ['localhost', `http://localhost:1/v0/b/${BUCKET}/o`],
    ['plain http to Cloud Storage', `http://firebasestorage.googleapis.com/v0/b/${BUCKET}/o`],
    ['the demo bucket', 'https://firebasestorage.googleapis.com/v0/b/demo-pac.appspot.com/o'],
  ])('refuse a photo URL on %s', async (_name, base) => {
    await openDraft(db(), MEMBER, NEW_ID, draftFields());
    const photos = await photosOf(db(), NEW_ID, HTTPS);
    await expectAllowed(
      false,
      finishDraft(db(), MEMBER, NEW_ID, {
        ...photos,
        imgURL: downloadUrl('catches', NEW_ID, base),
      }),
    );
    await expectAllowed(
      false,
      finishDraft(db(), MEMBER, NEW_ID, {
        ...photos,
        thumbURL: downloadUrl('catchThumbs', NEW_ID, base),
      }),
    );
  });
});

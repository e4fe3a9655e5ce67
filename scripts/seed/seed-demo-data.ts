/**
 * Loads the demo club into the emulators through firebase-admin. Every document and file has a fixed
 * id, so seeding twice overwrites rather than duplicates.
 */
import { createHash } from 'node:crypto';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { PICTURE_USES } from '../../src/config/areas';
import { clubToday } from '../../src/config/club-time';
import {
  COLLECTIONS,
  CONTACT_IMAGE_DOC_ID,
  CONTENT_DOC_ID,
  SOCIAL_LINKS_SUMMARY_DOC_ID,
  STORAGE_PATHS,
} from '../../src/config/constants';
import {
  catchVariantPath,
  catchVariantWidths,
  withCatchVariants,
} from '../../src/config/catch-photo-variants';
import {
  describedName,
  VARIANT_TYPES,
  variantName,
  variantWidths,
  type PictureUse,
} from '../../src/config/picture-sizes';
import { waterEntriesPath, WATERS } from '../../src/config/waters';
import { searchKeywords } from '../../src/features/catches/search-keywords';
import type { SocialLinksMap } from '../../src/features/socials/types';
import { PROJECT_ID, STORAGE_BUCKET } from '../emulators/config';
import { DEMO_ACCOUNTS, SUPER_ADMIN } from './demo-accounts';
import { seedHistory } from './history';
import {
  ARTICLES,
  CONTACTS,
  demoCatches,
  HOME_TEXT,
  demoMatches,
  MATCH_RULES,
  MEMBERS,
  NEWSLETTER_TEXT,
  RULES_TEXT,
  SOCIALS,
  WATER_ENTRIES,
  WATER_DETAILS,
  DEMO_WATER_STATUS,
} from './data';
import { catchImage, portraitImage, sceneImage, thumbnail, webpVariants } from './images';
import { seedMatchDay } from './match-day';
import { seedMembers } from './members';
import { rebuildRecords } from '../records/rebuild-records';

const DAY = 24 * 60 * 60 * 1000;

function assertEmulators() {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'The seed runs against the emulators only: FIRESTORE_EMULATOR_HOST is not set.',
    );
  }
  if (!PROJECT_ID.startsWith('demo-')) throw new Error(`Refusing to seed project ${PROJECT_ID}.`);
}

export function adminApp(): App {
  assertEmulators();
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID, storageBucket: STORAGE_BUCKET });
}

const UPLOAD_ATTEMPTS = 3;
/** Catch photos uploaded at once while seeding. */
const UPLOADS_AT_ONCE = 4;

/**
 * What the bucket held when this seed began (path → its bytes' MD5 and download token), so that
 * a picture stored as the seed would store it is not sent again: the end-to-end tests restore the
 * demo club after every file that changes it, and sending its 90-odd pictures each time was most of
 * that. Unset outside seedDemoData (seedCatches alone uploads as before); a bucket that cannot be
 * listed has every picture sent.
 */
let stored: Promise<Map<string, string>> | undefined;

const storedAs = (md5: unknown, token: unknown, contentType: unknown) =>
  `${String(md5)} ${String(token)} ${String(contentType)}`;

async function listStored(): Promise<Map<string, string>> {
  const [files] = await getStorage(adminApp()).bucket().getFiles();
  return new Map(
    files.map(({ name, metadata }) => [
      name,
      storedAs(
        metadata.md5Hash,
        metadata.metadata?.firebaseStorageDownloadTokens,
        metadata.contentType,
      ),
    ]),
  );
}

/**
 * Uploads a picture (a JPEG unless `contentType` says otherwise) and returns its download URL, the
 * way the client SDK would have made it.
 */
async function upload(path: string, data: Buffer, contentType = 'image/jpeg'): Promise<string> {
  const token = createHash('sha256').update(path).digest('hex').slice(0, 32);
  const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  const url = `http://${host}/v0/b/${STORAGE_BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
  const md5 = createHash('md5').update(data).digest('base64');
  if ((await stored)?.get(path) === storedAs(md5, token, contentType)) return url;
  const save = () =>
    getStorage(adminApp())
      .bucket()
      .file(path)
      .save(data, {
        contentType,
        resumable: false,
        metadata: { metadata: { firebaseStorageDownloadTokens: token } },
      });
  // The Storage emulator now and then drops a connection on a loaded machine ("socket hang up",
  // seen once as an end-to-end file restored the demo club). The library retries such an upload
  // only with a precondition, which a re-seed cannot give; the same bytes at the same path are
  // simply sent again.
  for (let attempt = 1; ; attempt++) {
    try {
      await save();
      break;
    } catch (error) {
      if (attempt === UPLOAD_ATTEMPTS) throw error;
    }
  }
  return url;
}

/**
 * Uploads a back-office picture with its WebP variants for `use`, named as the site's upload names
 * them (src/lib/storage-files.ts uploadImage); returns the picture's download URL.
 */
async function uploadPicture(path: string, data: Buffer, use: PictureUse): Promise<string> {
  const { width = 0 } = await sharp(data).metadata();
  const variants = await webpVariants(data, variantWidths(use, width));
  const name = describedName(path, { format: 'webp', widths: variants.map((v) => v.width) });
  await Promise.all(
    variants.map((v) => upload(variantName(name, v.width), v.data, VARIANT_TYPES.webp)),
  );
  return upload(name, data);
}

/**
 * A catch's photo with its variants, as a member's browser uploads them
 * (src/config/catch-photo-variants.ts): WebP at the widths the catch page draws it at, named by
 * their index, and listed in the photo's URL.
 */
async function uploadCatchPhoto(id: string, photo: Buffer): Promise<string> {
  const { width = 0 } = await sharp(photo).metadata();
  const variants = await webpVariants(photo, catchVariantWidths(width));
  await Promise.all(
    variants.map((v, index) => upload(catchVariantPath(id, index), v.data, VARIANT_TYPES.webp)),
  );
  const url = await upload(STORAGE_PATHS.catchPhoto(id), photo);
  return withCatchVariants(url, { format: 'webp', widths: variants.map((v) => v.width) });
}

export async function isSeeded(): Promise<boolean> {
  const content = await getFirestore(adminApp())
    .doc(`${COLLECTIONS.content}/${CONTENT_DOC_ID}`)
    .get();
  return content.exists;
}

async function seedAccounts() {
  const auth = getAuth(adminApp());
  const db = getFirestore(adminApp());
  for (const account of DEMO_ACCOUNTS) {
    const fields = {
      email: account.email,
      password: account.password,
      displayName: account.displayName,
      disabled: account.disabled,
    };
    await auth.updateUser(account.uid, fields).catch(async (error: { code?: string }) => {
      if (error.code !== 'auth/user-not-found') throw error;
      await auth.createUser({ uid: account.uid, ...fields });
    });
    await db.doc(`${COLLECTIONS.userPermissions}/${account.uid}`).set(account.permissions);
  }
}

async function seedContent() {
  const db = getFirestore(adminApp());
  const homeImage = await uploadPicture(
    STORAGE_PATHS.contentImage(CONTENT_DOC_ID),
    await sceneImage('Weston at dawn'),
    PICTURE_USES.homeBanner,
  );
  await db.doc(`${COLLECTIONS.content}/${CONTENT_DOC_ID}`).set({
    homeText: HOME_TEXT,
    homeImage,
    rulesText: RULES_TEXT,
    rulesUpdated: '01/09/2026',
    newsletterText: NEWSLETTER_TEXT,
  });
  const now = Date.now();
  for (const article of ARTICLES) {
    await db
      .doc(`${COLLECTIONS.content}/${CONTENT_DOC_ID}/${COLLECTIONS.homeArticles}/${article.id}`)
      .set({
        title: article.title,
        text: article.text,
        createdDate: Timestamp.fromMillis(now - article.daysAgo * DAY),
      });
  }
  await seedHistory(db, ARTICLES[0]!.id);
}

async function seedCommitteeAndContacts() {
  const db = getFirestore(adminApp());
  for (const { photo, id, ...member } of MEMBERS) {
    const photoURL = photo
      ? await uploadPicture(
          STORAGE_PATHS.memberPhoto(id),
          await portraitImage(member.memberName),
          PICTURE_USES.committeePhoto,
        )
      : undefined;
    await db
      .doc(`${COLLECTIONS.members}/${id}`)
      .set({ ...member, ...(photoURL ? { photoURL } : {}) });
  }
  for (const contact of CONTACTS) {
    const member = MEMBERS.find((m) => m.id === contact.memberId)!;
    await db.doc(`${COLLECTIONS.contact}/${contact.id}`).set({
      title: contact.title,
      name: member.memberName,
      phoneNumber: member.contactNumber,
      email: member.contactEmail,
      memberId: contact.memberId,
    });
  }
  const contactImage = await uploadPicture(
    STORAGE_PATHS.contactImage(),
    await sceneImage('The Priory clubhouse'),
    PICTURE_USES.contactBanner,
  );
  await db.doc(`${COLLECTIONS.contact}/${CONTACT_IMAGE_DOC_ID}`).set({ photoURL: contactImage });
}

async function seedWaters() {
  const db = getFirestore(adminApp());
  for (const water of WATERS) {
    const entries = WATER_ENTRIES[water.key];
    for (const [index, entry] of entries.entries()) {
      const id = `${water.key}-${index + 1}`;
      const imgUrl = await uploadPicture(
        STORAGE_PATHS.waterImage(water.key, id),
        await sceneImage(entry.caption, 1200, 800),
        PICTURE_USES.waterPicture,
      );
      // Stored out of order on purpose: the pages must sort by pagePosition.
      const pagePosition = entries.length - index;
      await db
        .collection(waterEntriesPath(water.key).join('/'))
        .doc(id)
        .set({ pagePosition, imgUrl, text: entry.text });
    }
    await db.doc(`waters/${water.key}`).set({ ...WATER_DETAILS[water.key] });
  }
  // One water restricted (its admin server's write: the status and its history entry, rev 1).
  const { key, days, ...status } = DEMO_WATER_STATUS;
  const until = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  await db.doc(`waterStatus/${key}`).set({ ...status, until, rev: 1 });
  await db.doc(`history/waterStatus~${key}@1`).set({
    area: 'manageWaters',
    path: `waterStatus/${key}`,
    rev: 1,
    kind: 'create',
    before: null,
    title: 'Clay End status',
    by: SUPER_ADMIN.uid,
    email: SUPER_ADMIN.email,
    at: Timestamp.fromMillis(Date.now() - 2 * 86_400_000),
  });
}

async function seedMatches() {
  const db = getFirestore(adminApp());
  // One batch: a write at a time was the longest part of a seed.
  const batch = db.batch();
  for (const { id, date, ...row } of demoMatches()) {
    batch.set(db.doc(`${COLLECTIONS.matches}/${id}`), { ...row, date: Timestamp.fromDate(date) });
  }
  for (const [index, value] of MATCH_RULES.entries()) {
    batch.set(db.doc(`${COLLECTIONS.matchRules}/rule-${index + 1}`), { rank: index + 1, value });
  }
  await batch.commit();
}

/**
 * `photoPool` below `count` draws only that many photos and reuses them round-robin, so a large
 * data set (the benchmarks) seeds in seconds.
 */
export async function seedCatches(count = 40, withPhotos = true, photoPool = count) {
  const db = getFirestore(adminApp());
  const catches = demoCatches(count);
  // The pool's photos are drawn and uploaded a few at a time: one by one, they were most of a seed.
  const photos: { imgURL: string; thumbURL: string }[] = [];
  if (withPhotos) {
    const pool = catches.slice(0, photoPool);
    for (let start = 0; start < pool.length; start += UPLOADS_AT_ONCE) {
      photos.push(
        ...(await Promise.all(
          pool.slice(start, start + UPLOADS_AT_ONCE).map(async ({ id, fishType, memberName }) => {
            const photo = await catchImage(fishType, memberName);
            return {
              imgURL: await uploadCatchPhoto(id, photo),
              thumbURL: await upload(
                STORAGE_PATHS.catchThumb(id),
                await thumbnail(photo),
                VARIANT_TYPES.webp,
              ),
            };
          }),
        )),
      );
    }
  }
  const writer = db.bulkWriter();
  for (const [index, { id, ...fields }] of catches.entries()) {
    const { imgURL, thumbURL } = photos[index % photoPool] ?? { imgURL: '', thumbURL: '' };
    const weighed = fields.fishLbs !== undefined || fields.fishOz !== undefined;
    void writer.set(db.doc(`${COLLECTIONS.catches}/${id}`), {
      ...fields,
      // As the site stores it: the weight in ounces, for the club records.
      ...(weighed ? { weightOz: (fields.fishLbs ?? 0) * 16 + (fields.fishOz ?? 0) } : {}),
      imgURL,
      thumbURL,
      // The admin server's attestation (catch upkeep) that both files are in Storage.
      photoStored: withPhotos,
      searchKeywords: searchKeywords(fields.memberName, fields.fishType, fields.catchLocation),
    });
  }
  await writer.close();
  // The club records and personal bests of the approved catches, as the backfill writes them.
  await rebuildRecords(db);
}

/** The social links, and the navbar's summary of them (every link, keyed by id), in one batch. */
async function seedSocials() {
  const db = getFirestore(adminApp());
  const batch = db.batch();
  const links: SocialLinksMap = {};
  for (const { id, ...social } of SOCIALS) {
    batch.set(db.doc(`${COLLECTIONS.externalNav}/${id}`), social);
    links[id] = social;
  }
  batch.set(db.doc(`${COLLECTIONS.summaries}/${SOCIAL_LINKS_SUMMARY_DOC_ID}`), { links });
  await batch.commit();
}

export async function seedDemoData(): Promise<void> {
  stored = listStored().catch(() => new Map<string, string>());
  try {
    await seedAll();
  } finally {
    stored = undefined;
  }
}

async function seedAll(): Promise<void> {
  await seedAccounts();
  await Promise.all([
    seedContent(),
    seedCommitteeAndContacts(),
    seedWaters(),
    seedMatches(),
    seedSocials(),
    // Dated from today in the club's time.
    seedMembers(getFirestore(adminApp()), getAuth(adminApp()), clubToday()),
  ]);
  await seedCatches();
  await seedMatchDay(getFirestore(adminApp()));
}

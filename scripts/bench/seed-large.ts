/**
 * The bench's data set: the demo club, then enough articles, matches and catches to reach the
 * issue's sizes (50 articles, 200 matches, 1,000 catches of which 800 approved). Catches reuse a
 * pool of generated photos so seeding stays quick. Runs against the emulators only.
 */
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS, CONTENT_DOC_ID } from '../../src/config/constants.ts';
import { matchForDate } from '../seed/data.ts';
import { adminApp, seedCatches, seedDemoData } from '../seed/seed-demo-data.ts';
import { LARGE, PHOTO_POOL } from './config.ts';

const DAY = 24 * 60 * 60 * 1000;

async function seedMoreArticles(total: number) {
  const db = getFirestore(adminApp());
  const writer = db.bulkWriter();
  const articles = db.collection(
    `${COLLECTIONS.content}/${CONTENT_DOC_ID}/${COLLECTIONS.homeArticles}`,
  );
  const existing = (await articles.count().get()).data().count;
  for (let n = existing + 1; n <= total; n++) {
    void writer.set(articles.doc(`bench-article-${n}`), {
      title: `Club news ${n}`,
      text: `Report number ${n} from the bank: conditions, results and notices for members.`,
      createdDate: Timestamp.fromMillis(Date.now() - (200 + n) * DAY),
    });
  }
  await writer.close();
}

async function seedMoreMatches(total: number) {
  const db = getFirestore(adminApp());
  const writer = db.bulkWriter();
  const matches = db.collection(COLLECTIONS.matches);
  const existing = (await matches.count().get()).data().count;
  const today = new Date();
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  for (let n = existing + 1; n <= total; n++) {
    // Spread over three years either side of today, so past and future matches both exist.
    const offset = ((n * 37) % 1100) - 550;
    const date = new Date(midnight + offset * DAY);
    const row = matchForDate(date); // named for its season, as in the demo club
    void writer.set(matches.doc(`bench-match-${n}`), {
      ...row,
      description: `${row.description} (${n})`,
      date: Timestamp.fromDate(date),
    });
  }
  await writer.close();
}

export async function seedLargeDataSet(): Promise<void> {
  await seedDemoData();
  await seedMoreArticles(LARGE.articles);
  await seedMoreMatches(LARGE.matches);
  await seedCatches(LARGE.catches, true, PHOTO_POOL);
}

/** Replaces every catch with `total` demo catches (every fifth unapproved, as in the demo club). */
export async function reseedCatches(total: number): Promise<void> {
  const db = getFirestore(adminApp());
  await db.recursiveDelete(db.collection(COLLECTIONS.catches));
  await seedCatches(total, true, PHOTO_POOL);
}

export async function countDocuments(path: string, approvedOnly = false): Promise<number> {
  const db = getFirestore(adminApp());
  const query = approvedOnly
    ? db.collection(path).where('isPublic', '==', true)
    : db.collection(path);
  return (await query.count().get()).data().count;
}

/**
 * A real id for each public page of one item, from the seeded data: the newest article, an approved
 * catch, and a match with published results (else any match).
 */
export async function samplePageIds(): Promise<Record<string, string>> {
  const db = getFirestore(adminApp());
  const firstId = async (query: FirebaseFirestore.Query) =>
    (await query.limit(1).get()).docs[0]?.id;
  const article = await firstId(
    db
      .collection(`${COLLECTIONS.content}/${CONTENT_DOC_ID}/${COLLECTIONS.homeArticles}`)
      .orderBy('createdDate', 'desc'),
  );
  const fish = await firstId(db.collection(COLLECTIONS.catches).where('isPublic', '==', true));
  const match =
    (await firstId(db.collection(COLLECTIONS.results))) ??
    (await firstId(db.collection(COLLECTIONS.matches)));
  const ids: Record<string, string> = {};
  if (article) ids['/news/:id'] = article;
  if (fish) ids['/catches/:id'] = fish;
  if (match) ids['/matches/:id'] = match;
  return ids;
}

/**
 * Each Playwright worker has a seeded demo club of its own (its stack's project: playwright.config.ts),
 * and runs one file at a time against it. A file that changes data calls restoreDemoClub() in
 * afterAll, so the next file on that worker sees the club exactly as seeded (and signs in again:
 * sessions.ts).
 */
import { PROJECT_ID } from '../../scripts/emulators/config';
import { resetEmulators } from '../../scripts/emulators/reset';
import { seedDemoData } from '../../scripts/seed/seed-demo-data';
import { COLLECTIONS, SOCIAL_LINKS_SUMMARY_DOC_ID } from '../../src/config/constants';
import type { SocialInput } from '../../src/features/socials/types';
import { adminDb } from '../../tests/support/emulators';
import { forgetSession } from './sessions';

export async function restoreDemoClub(): Promise<void> {
  // Its accounts are made again: a session kept from before is not used.
  forgetSession();
  await resetEmulators(PROJECT_ID);
  await seedDemoData();
}

/**
 * Changes a social link behind the UI's back, as the admin api would: the externalNav document and
 * its entry in the navbar's summary together, since the navbar reads only the summary.
 */
export async function updateSocialLink(id: string, changes: Partial<SocialInput>): Promise<void> {
  const db = adminDb();
  const batch = db.batch();
  batch.update(db.doc(`${COLLECTIONS.externalNav}/${id}`), changes);
  batch.update(
    db.doc(`${COLLECTIONS.summaries}/${SOCIAL_LINKS_SUMMARY_DOC_ID}`),
    Object.fromEntries(
      Object.entries(changes).map(([field, value]) => [`links.${id}.${field}`, value]),
    ),
  );
  await batch.commit();
}

/**
 * End-to-end test files run one at a time against one seeded demo club. A file that changes data
 * calls restoreDemoClub() in afterAll, so the next file sees the club exactly as seeded.
 */
import { PROJECT_ID } from '../../scripts/emulators/config';
import { seedDemoData } from '../../scripts/seed/seed-demo-data';

export async function restoreDemoClub(): Promise<void> {
  const firestore = process.env.FIRESTORE_EMULATOR_HOST;
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!firestore || !auth) throw new Error('Run end-to-end tests through `npm test`.');
  await fetch(
    `http://${firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    {
      method: 'DELETE',
    },
  );
  await fetch(`http://${auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  await seedDemoData();
}

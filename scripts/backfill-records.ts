/**
 * `npm run backfill-records [-- --project <id>]`: gives existing catches their numeric weightOz and
 * rebuilds the club records and personal bests from the approved catches whose photo and thumbnail
 * are in Storage (marking each finished catch's photoStored, which the rules require of a record).
 * Safe to run again.
 * Without --project (or with a demo- one) it acts on the emulators; see README, "Club records".
 */
import { parseArgs } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { resolveTarget, runOps, TARGET_OPTIONS } from './ops/target.ts';
import { rebuildRecords } from './records/rebuild-records.ts';

await runOps(async () => {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    strict: true,
    options: TARGET_OPTIONS,
  });
  const target = await resolveTarget(values);
  console.log(`Rebuilding the club records on ${target.description}.`);
  // Catches' files are checked in the project's bucket (photoStored), as records need them: the
  // one resolveTarget works out (--bucket, else the site's web app config for a real project,
  // whose default bucket may be `<id>.firebasestorage.app`), never a name guessed from the id.
  const bucket = getStorage(target.app).bucket(target.bucketName);
  const summary = await rebuildRecords(getFirestore(target.app), bucket);
  console.log(
    `Records rebuilt: ${summary.weighed} catches given weightOz, ${summary.species} species records, ${summary.anglers} anglers with personal bests.`,
  );
  await target.close();
});

/**
 * `npm run backup [-- --project <id>] [--bucket <name>] [--out <folder>]`: every Firestore document
 * and Storage file of the club into one dated archive, backups/pac-<project>-<UTC time>.tar.gz.
 * Without --project (or with a demo- one) it reads the emulators; see README, "Backups".
 */
import { parseArgs } from 'node:util';
import { backupProject } from './backup/backup-project.ts';
import { resolveTarget, runOps, TARGET_OPTIONS } from './ops/target.ts';

await runOps(async () => {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    strict: true,
    options: { ...TARGET_OPTIONS, out: { type: 'string', default: 'backups' } },
  });
  const target = await resolveTarget(values);
  console.log(`Backing up ${target.description}.`);
  const result = await backupProject(target, values.out, (line) => console.log(line));
  console.log(`Backup written: ${result.file}`);
  await target.close();
});

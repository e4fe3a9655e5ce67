/**
 * `npm run restore -- <archive> [--project <id>] [--bucket <name>]`: puts a backup back into an
 * EMPTY project (the emulators without --project). The whole archive is checked before anything
 * is written; a damaged, partial or foreign archive is refused with one sentence.
 */
import { parseArgs } from 'node:util';
import { restoreProject } from './backup/restore-project.ts';
import { OpsError, resolveTarget, runOps, TARGET_OPTIONS } from './ops/target.ts';

await runOps(async () => {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    strict: true,
    options: TARGET_OPTIONS,
  });
  if (positionals.length !== 1) {
    throw new OpsError('Name one archive: npm run restore -- backups/pac-<project>-<time>.tar.gz');
  }
  const target = await resolveTarget(values);
  console.log(`Restoring ${positionals[0]} into ${target.description}.`);
  const result = await restoreProject(target, positionals[0]!, (line) => console.log(line));
  console.log(`Restored ${result.documents} documents and ${result.files} files.`);
  await target.close();
});

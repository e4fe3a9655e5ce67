/**
 * `npm run backup [-- --project <id>] [--bucket <name>] [--out <folder>] [--key <file>]`: every
 * Firestore document and Storage file of the club into one dated archive,
 * backups/pac-<project>-<UTC time>.tar.gz, signed with the club's backup key (backup/signing.ts).
 * `npm run backup -- --new-key [--key <file>]` makes that key, once. Without --project (or with a
 * demo- one) it reads the emulators; see docs/operations.md, "Backups".
 */
import { parseArgs } from 'node:util';
import { backupProject } from './backup/backup-project.ts';
import { keyFile, makeKey, readKey } from './backup/signing.ts';
import { OpsError, resolveTarget, runOps, TARGET_OPTIONS } from './ops/target.ts';

await runOps(async () => {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    strict: true,
    options: {
      ...TARGET_OPTIONS,
      out: { type: 'string', default: 'backups' },
      key: { type: 'string' },
      'new-key': { type: 'boolean', default: false },
    },
  });
  const file = keyFile(values.key);
  if (values['new-key']) {
    const made = await makeKey(file);
    console.log(
      `Backup signing key written: ${made.file} (id ${made.id}). Keep a copy where the club keeps its passwords: a restore trusts only archives signed with it.`,
    );
    return;
  }
  const key = await readKey(file);
  if (!key) {
    throw new OpsError(
      `There is no backup signing key at ${file}: make the club's key once with npm run backup -- --new-key (or name it with --key, or PAC_BACKUP_KEY_FILE).`,
    );
  }
  const target = await resolveTarget(values);
  console.log(`Backing up ${target.description}, signed with key ${key.id}.`);
  const result = await backupProject(target, values.out, key, (line) => console.log(line));
  console.log(`Backup written: ${result.file}`);
  await target.close();
});

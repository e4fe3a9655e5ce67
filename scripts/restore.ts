/**
 * `npm run restore -- <archive> [--project <id>] [--bucket <name>] [--key <file>] [--unsigned]
 * [--from-project <id>] [--with-permissions | --without-permissions]`: puts a backup back into an
 * EMPTY project (the emulators without --project). The whole archive is checked before anything
 * is written; a damaged, partial, foreign, unsigned or altered archive is refused with one
 * sentence, and so is what the archive cannot be trusted with unless the person restoring names
 * it (backup/trust.ts): an archive the club's key does not vouch for (--unsigned, which still
 * leaves out history, quota, rank and permission documents), another project's data
 * (--from-project), the permission documents (--with-permissions, or --without-permissions).
 */
import { parseArgs } from 'node:util';
import { restoreProject } from './backup/restore-project.ts';
import { keyFile, readKey } from './backup/signing.ts';
import { OpsError, resolveTarget, runOps, TARGET_OPTIONS } from './ops/target.ts';

await runOps(async () => {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    strict: true,
    options: {
      ...TARGET_OPTIONS,
      'from-project': { type: 'string' },
      'with-permissions': { type: 'boolean', default: false },
      'without-permissions': { type: 'boolean', default: false },
      key: { type: 'string' },
      unsigned: { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) {
    throw new OpsError('Name one archive: npm run restore -- backups/pac-<project>-<time>.tar.gz');
  }
  if (values['with-permissions'] && values['without-permissions']) {
    throw new OpsError('Say --with-permissions or --without-permissions, not both.');
  }
  const permissions = values['with-permissions']
    ? 'with'
    : values['without-permissions']
      ? 'without'
      : undefined;
  const file = keyFile(values.key);
  const key = await readKey(file);
  const target = await resolveTarget({ project: values.project, bucket: values.bucket });
  console.log(`Restoring ${positionals[0]} into ${target.description}.`);
  const result = await restoreProject(target, positionals[0]!, (line) => console.log(line), {
    fromProject: values['from-project'],
    permissions,
    key,
    keyFile: file,
    unsigned: values.unsigned,
  });
  console.log(
    `Restored ${result.documents} documents and ${result.files} files${result.leftOut ? ` (${result.leftOut} left out: unsigned archive)` : ''}.`,
  );
  await target.close();
});

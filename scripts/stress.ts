/**
 * `npm run stress`: load on the real pieces, then a check of what they left behind. Not a test
 * (nothing here is timed against a limit); it reports, and exits non-zero when an invariant fails.
 *
 *   1. Its own emulator stack (ports PAC_STRESS_PORT_OFFSET above the test ports) with
 *      firestore.rules enforced, and the admin server in this process.
 *   2. CATCHES submissions at once through the site's own submitCatch() code, each from a member
 *      of its own (their own Firebase app and anonymous identity): the draft, photo and
 *      thumbnail upload to Storage, then the finish with a server-time orderRank. Loaded through
 *      Vite so it runs exactly as the site ships it. Before them, BASELINE_RUNS submissions alone.
 *   3. CONNECTIONS concurrent clients on the admin server for SECONDS: authenticated
 *      GET /listAllUsers and GET /health, with the rate limit raised for the run.
 *      A submission told to try later (servers too busy to answer) goes into the site's own
 *      outbox (src/features/catches/outbox, as SubmitCatchDialog does), kept in IndexedDB: here
 *      fake-indexeddb, a full implementation of the IndexedDB API for Node. The outbox is then
 *      flushed once: every catch must be sent from it or still in it, waiting. The club-wide
 *      cap refuses no submission (issue 32): the admin server's upkeep, run once after, counts
 *      at most CLUB_CATCHES_PER_HOUR stored catches into review and keeps the rest waiting.
 *   4. The report: catches stored, told to try later, kept in the outbox, distinct orderRanks,
 *      order (a submission started after another finished ranks above it), orphan images or
 *      documents, admin server errors and 5xx, and latency percentiles, with the submissions'
 *      p95 as a multiple of an uncontended one.
 */
// Before anything that opens IndexedDB: the outbox keeps its catches there.
import 'fake-indexeddb/auto';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createServer, type ViteDevServer } from 'vite';
import { HOST, TEST_PORTS, type StackPorts } from './emulators/config.ts';
import { StackError, startEmulators, type RunningEmulators } from './emulators/launcher.ts';
import { startAdminServer, useEmulatorEnv } from './stack.ts';

import { CLUB_CATCHES_PER_HOUR } from '../src/config/submission-limits.ts';
import type * as SubmitCatch from '../src/features/catches/api/submit-catch.ts';
import type { NewCatch } from '../src/features/catches/api/submit-catch.ts';
import type * as SubmitServicesModule from '../src/features/catches/api/submit-services.ts';
import type { SubmitServices } from '../src/features/catches/api/submit-services.ts';
import type * as SubmitterIdentity from '../src/features/catches/api/submitter-identity.ts';
import type * as NewCatchId from '../src/features/catches/outbox/new-catch-id.ts';
import type * as OutboxModule from '../src/features/catches/outbox/outbox.ts';
import type * as OutboxStoreModule from '../src/features/catches/outbox/outbox-store.ts';
import type * as SendLater from '../src/features/catches/outbox/send-later.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATCHES = Number(process.env.STRESS_CATCHES ?? 1000);
/** Submissions made alone, one after another, before the burst: the uncontended reference. */
const BASELINE_RUNS = 3;
const CONNECTIONS = Number(process.env.STRESS_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.STRESS_SECONDS ?? 10);
const SUBMIT_CATCH_MODULE = 'src/features/catches/api/submit-catch.ts';
const SUBMIT_SERVICES_MODULE = 'src/features/catches/api/submit-services.ts';
const SUBMITTER_IDENTITY_MODULE = 'src/features/catches/api/submitter-identity.ts';
const OUTBOX_MODULE = 'src/features/catches/outbox/outbox.ts';
const OUTBOX_STORE_MODULE = 'src/features/catches/outbox/outbox-store.ts';
const NEW_CATCH_ID_MODULE = 'src/features/catches/outbox/new-catch-id.ts';
const SEND_LATER_MODULE = 'src/features/catches/outbox/send-later.ts';
/** How many members sign up at once before the burst (the Auth emulator is one Node process). */
const SIGN_UPS_AT_ONCE = 25;

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

/** The p-th percentile of latencies in ms (nearest rank). */
function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : NaN;
}

function median(samples: number[]): number {
  return percentile(samples, 50);
}

/** Percentiles of latencies in ms. */
function percentiles(samples: number[]) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const at = (p: number) => ms(percentile(samples, p));
  return `p50 ${at(50)}, p90 ${at(90)}, p95 ${at(95)}, p99 ${at(99)}, max ${at(100)} (n=${samples.length})`;
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

async function seedSuperAdmin(): Promise<string> {
  const { adminAuth, adminDb, idTokenFor } = await import('../tests/support/emulators.ts');
  await adminAuth().createUser({ ...SUPER_ADMIN, displayName: 'Stress Boss' });
  await adminDb().doc(`userPermissions/${SUPER_ADMIN.uid}`).set({ superAdmin: true });
  return idTokenFor(SUPER_ADMIN.email, SUPER_ADMIN.password);
}

// ---- Catches -------------------------------------------------------------------------------------

// The site's own types (type-only imports: nothing of src/ runs here until Vite loads it below),
// so a change to the catch or the outbox breaks this script's type check instead of the run.
type SubmitModules = Pick<typeof SubmitCatch, 'submitCatchWith'> &
  Pick<typeof SubmitServicesModule, 'memberServices'> &
  Pick<typeof SubmitterIdentity, 'submitterUid'> &
  Pick<typeof OutboxModule, 'createOutbox'> &
  Pick<typeof OutboxStoreModule, 'indexedDbOutboxStore'> &
  Pick<typeof NewCatchId, 'newCatchId'> &
  Pick<typeof SendLater, 'sendLaterMessage'>;

/**
 * The site's submitCatchWith() and memberServices(), loaded through a Vite dev server in SSR mode
 * so import.meta.env (the VITE_* settings) is set as a build would set it, and its lazy imports
 * keep working. Each simulated member gets a Firebase app of their own (their own anonymous
 * identity), as each phone would: the rules limit submissions per identity.
 */
async function loadSubmitCatch(): Promise<SubmitModules | undefined> {
  if (!existsSync(path.join(root, SUBMIT_CATCH_MODULE))) return undefined;
  vite = await createServer({
    configFile: false,
    root,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const submit = (await vite.ssrLoadModule(`/${SUBMIT_CATCH_MODULE}`)) as Pick<
    SubmitModules,
    'submitCatchWith'
  >;
  const services = (await vite.ssrLoadModule(`/${SUBMIT_SERVICES_MODULE}`)) as Pick<
    SubmitModules,
    'memberServices'
  >;
  const identity = (await vite.ssrLoadModule(`/${SUBMITTER_IDENTITY_MODULE}`)) as Pick<
    SubmitModules,
    'submitterUid'
  >;
  const load = async <T>(module: string) => (await vite!.ssrLoadModule(`/${module}`)) as T;
  return {
    submitCatchWith: submit.submitCatchWith,
    memberServices: services.memberServices,
    submitterUid: identity.submitterUid,
    ...(await load<Pick<SubmitModules, 'createOutbox'>>(OUTBOX_MODULE)),
    ...(await load<Pick<SubmitModules, 'indexedDbOutboxStore'>>(OUTBOX_STORE_MODULE)),
    ...(await load<Pick<SubmitModules, 'newCatchId'>>(NEW_CATCH_ID_MODULE)),
    ...(await load<Pick<SubmitModules, 'sendLaterMessage'>>(SEND_LATER_MODULE)),
  };
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

interface Submission {
  id: string;
  orderRank: number;
  started: number;
  finished: number;
}

const locations = ['Weston', 'Warrens Green', 'Clay End'] as const;
const inputFor = async (i: number): Promise<NewCatch> => ({
  memberName: `Stress Angler ${i + 1}`,
  catchLocation: locations[i % 3]!,
  fishType: 'Common Carp',
  ...(i % 4 === 0 ? {} : { fishLbs: i % 40, fishOz: i % 16 }),
  photo: await photo(800, 600, i),
  thumb: await photo(200, 150, i),
});

interface Member {
  name: string;
  services: SubmitServices;
}

/**
 * Members who have used the site before: each has their own Firebase app and an anonymous
 * identity already (submitterUid() made it), as a phone that submitted once keeps it. Signing
 * 1,000 up at the same moment would measure the single-process Auth emulator (its sign-ups time
 * out), not submissions; they sign up SIGN_UPS_AT_ONCE at a time, untimed.
 */
async function signedUpMembers(modules: SubmitModules, names: string[]): Promise<Member[]> {
  const members = names.map((name) => ({ name, services: modules.memberServices(name) }));
  const started = performance.now();
  for (let i = 0; i < members.length; i += SIGN_UPS_AT_ONCE) {
    await Promise.all(
      members.slice(i, i + SIGN_UPS_AT_ONCE).map((m) => modules.submitterUid(m.services)),
    );
  }
  console.log(
    `  ${members.length} members signed up (anonymous) in ${((performance.now() - started) / 1000).toFixed(1)} s, ${SIGN_UPS_AT_ONCE} at a time`,
  );
  return members;
}

/** One member's submission, timed from the call to its answer. */
async function timedSubmission(
  modules: SubmitModules,
  member: Member,
  input: NewCatch,
): Promise<Submission> {
  const started = performance.now();
  const { id, orderRank } = await modules.submitCatchWith(member.services, input);
  return { id, orderRank, started, finished: performance.now() };
}

/**
 * Order as docs/product-spec.md §4 needs it: a catch whose submission started after another's had finished
 * ranks above it. Checked for every such pair at once: sorted by start, each submission's rank
 * must exceed the highest rank among those that finished before it started.
 */
function orderViolations(submissions: Submission[]): string[] {
  const byFinish = [...submissions].sort((a, b) => a.finished - b.finished);
  const byStart = [...submissions].sort((a, b) => a.started - b.started);
  const violations: string[] = [];
  let next = 0;
  let highest: Submission | undefined;
  for (const submission of byStart) {
    while (next < byFinish.length && byFinish[next]!.finished < submission.started) {
      const done = byFinish[next++]!;
      if (!highest || done.orderRank > highest.orderRank) highest = done;
    }
    if (highest && submission.orderRank <= highest.orderRank)
      violations.push(`${submission.id} (rank ${submission.orderRank}) <= ${highest.id}`);
  }
  return violations;
}

/**
 * The load loop is written here, not handed to a load generator (autocannon, k6, artillery): the
 * load is the site's own submission code run once per simulated phone, each with its own Firebase
 * app and anonymous identity, doing what a phone does (the draft write, two Storage uploads, the
 * finishing batch, the retries of submit-retry.ts and, when told to try later, the outbox). An
 * HTTP load generator replays requests; it cannot run that code, hold 1,000 identities or follow
 * the SDKs' WebChannel and resumable uploads. The admin server's loop below is as plain, so that
 * both report latencies and check each answer's body the same way, with no extra dependency.
 */
async function stressCatches(modules: SubmitModules) {
  heading(`${CATCHES} concurrent catch submissions through submitCatch(), one member each`);
  const inputs = await Promise.all(
    Array.from({ length: CATCHES + BASELINE_RUNS }, (_, i) => inputFor(i)),
  );
  const { setLogLevel } = await import('firebase/app');
  setLogLevel('silent');
  const members = await signedUpMembers(
    modules,
    Array.from({ length: CATCHES + BASELINE_RUNS + 1 }, (_, i) => `member-${i}`),
  );

  // The baseline: single submissions one after another, nothing else running.
  const baseline: Submission[] = [];
  for (let i = 0; i < BASELINE_RUNS; i++)
    baseline.push(await timedSubmission(modules, members[CATCHES + i]!, inputs[CATCHES + i]!));
  const single = median(baseline.map((s) => s.finished - s.started));
  console.log(
    `  uncontended submission: ${single.toFixed(1)} ms (median of ${BASELINE_RUNS} in a row)`,
  );

  const failures = new Map<string, number>();
  // Told to try later (servers too busy to answer after submitCatch's retries): not lost, kept
  // in the outbox to send, as
  // SubmitCatchDialog does (outbox/send-later.ts decides for both). One store stands for the
  // members' phones: each line is sent again as the member it came from (the names are distinct).
  let tryLater = 0;
  const toldWhy = new Map<string, number>();
  const memberOf = new Map<string, Member>();
  const store = modules.indexedDbOutboxStore();
  const outbox = modules.createOutbox({
    store,
    send: (input, id) =>
      modules.submitCatchWith(memberOf.get(input.memberName)!.services, input, { id }),
    describe: (error) => (error as Error).message,
    isOnline: () => true,
    newId: modules.newCatchId,
  });
  /** Whether the failed submission was kept in the outbox, as the dialog would keep it. */
  const keep = async (input: NewCatch, error: unknown): Promise<boolean> => {
    const told = modules.sendLaterMessage(error);
    if (!told) return false;
    tryLater++;
    const why = (error as { code?: string }).code ?? '';
    toldWhy.set(why, (toldWhy.get(why) ?? 0) + 1);
    await outbox.queue(input);
    return true;
  };
  const started = performance.now();
  const results = await Promise.all(
    inputs.slice(0, CATCHES).map(async (input, i) => {
      memberOf.set(input.memberName, members[i]!);
      try {
        return await timedSubmission(modules, members[i]!, input);
      } catch (error) {
        if (await keep(input, error)) return undefined;
        const message =
          `${(error as { code?: string }).code ?? ''} ${(error as Error).message}`.trim();
        failures.set(message, (failures.get(message) ?? 0) + 1);
        return undefined;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const succeeded = results.filter((r) => r !== undefined);
  const latencies = succeeded.map((s) => s.finished - s.started);
  const p95 = percentile(latencies, 95);
  console.log(
    `  submitted ${CATCHES} in ${seconds.toFixed(1)} s; accepted ${succeeded.length}; told to try later ${tryLater} (${JSON.stringify(Object.fromEntries(toldWhy))}), kept in the outbox`,
  );
  console.log(`  submission latency: ${percentiles(latencies)}`);
  console.log(
    `  p95 ${p95.toFixed(1)} ms = ${(p95 / single).toFixed(1)} x the uncontended submission (${single.toFixed(1)} ms)`,
  );
  for (const [message, count] of failures) console.log(`  failed ×${count}: ${message}`);

  // One more, started after every other had finished: it must rank above them all.
  const lastInput = await inputFor(CATCHES + BASELINE_RUNS);
  memberOf.set(lastInput.memberName, members[CATCHES + BASELINE_RUNS]!);
  const last = await timedSubmission(modules, members[CATCHES + BASELINE_RUNS]!, lastInput).catch(
    async (error: unknown) => {
      if (!(await keep(lastInput, error))) throw error;
      return undefined;
    },
  );

  // The outbox tries again, as it does when the connection comes back or on the next visit:
  // one by one, each catch is sent or told to try later again and kept.
  await outbox.flush();
  const kept = await store.all();
  const waiting = kept.filter(
    (line) => line.state === 'waiting' && line.input && line.input.photo.size > 0,
  );
  const sentLater = kept.filter((line) => line.state === 'sent').map((line) => line.id);
  console.log(
    `  the outbox after one flush: ${sentLater.length} sent, ${waiting.length} waiting with their photos, ${kept.filter((line) => line.state === 'refused').length} refused, of ${kept.length} kept`,
  );
  check(
    'every catch told to try later is still in its outbox, waiting with its photo, or sent from it',
    kept.length === tryLater && waiting.length + sentLater.length === tryLater,
    `${tryLater} told to try later; in the outbox ${waiting.length} waiting + ${sentLater.length} sent of ${kept.length}`,
  );
  await verifyCatches(
    [...baseline, ...succeeded, ...(last ? [last] : [])],
    waiting.length,
    sentLater,
  );
}

/** What is in Firestore and Storage after the submissions, checked against each other. */
async function verifyCatches(submissions: Submission[], waiting: number, sentLater: string[]) {
  const { adminBucket, adminDb } = await import('../tests/support/emulators.ts');
  const docs = (await adminDb().collection('catches').get()).docs;
  const ranks = docs.map((doc) => doc.get('orderRank') as number | undefined);
  const distinct = new Set(ranks.filter((rank) => typeof rank === 'number'));
  const [photos] = await adminBucket().getFiles({ prefix: 'catches/' });
  const [thumbs] = await adminBucket().getFiles({ prefix: 'catchThumbs/' });
  const ids = new Set(docs.map((doc) => doc.id));
  const photoIds = new Set(photos.map((file) => file.name.slice('catches/'.length)));
  const thumbIds = new Set(thumbs.map((file) => file.name.slice('catchThumbs/'.length)));
  const orphanImages = [
    ...[...photoIds].filter((id) => !ids.has(id)).map((id) => `catches/${id}`),
    ...[...thumbIds].filter((id) => !ids.has(id)).map((id) => `catchThumbs/${id}`),
  ];
  const orphanDocs = docs
    .filter((doc) => !photoIds.has(doc.id) || !thumbIds.has(doc.id) || !doc.get('imgURL'))
    .map((doc) => doc.id);
  const drafts = docs.filter((doc) => typeof doc.get('orderRank') !== 'number').length;
  const violations = orderViolations(submissions);
  const answered = new Map(submissions.map((s) => [s.id, s.orderRank]));
  const fromOutbox = new Set(sentLater);
  const mismatched = docs.filter(
    (doc) => !fromOutbox.has(doc.id) && answered.get(doc.id) !== doc.get('orderRank'),
  ).length;
  const stored = submissions.length + sentLater.length;

  console.log(
    `  catches stored: ${docs.length} (${submissions.length} answered as stored, ${sentLater.length} sent from the outbox)`,
  );
  console.log(`  distinct orderRanks: ${distinct.size}; unfinished drafts: ${drafts}`);
  console.log(`  photos ${photoIds.size}, thumbnails ${thumbIds.size}`);
  console.log(`  orphan images: ${orphanImages.length}; orphan documents: ${orphanDocs.length}`);
  check(
    'every successful submission is stored, with the rank it was answered',
    docs.length === stored && mismatched === 0,
    `${docs.length} stored, ${submissions.length} succeeded + ${sentLater.length} sent from the outbox, ${mismatched} with another rank`,
  );
  check(
    'every submission is stored or waits in the outbox (0 lost)',
    stored + waiting === CATCHES + BASELINE_RUNS + 1,
    `${stored} stored + ${waiting} waiting in the outbox of ${CATCHES + BASELINE_RUNS + 1}`,
  );
  // The club-wide cap (issue 32): the admin server counts stored catches into review, at most
  // CLUB_CATCHES_PER_HOUR this hour, oldest first; every other stored catch waits, kept.
  const { catchUpkeep } = await import('../admin-server/src/catches/catch-upkeep.ts');
  const upkeep = await catchUpkeep(adminDb(), adminBucket());
  console.log(
    `  upkeep: ${upkeep.attested} into review this hour, ${upkeep.waitingForHour.length} waiting for the next, ${upkeep.missingFiles.length} missing files`,
  );
  check(
    'the club-wide cap held: at most the hour’s cap into review, every other stored catch kept waiting',
    upkeep.attested <= CLUB_CATCHES_PER_HOUR &&
      upkeep.attested + upkeep.waitingForHour.length === docs.length &&
      upkeep.missingFiles.length === 0,
    `${upkeep.attested} counted (cap ${CLUB_CATCHES_PER_HOUR} an hour) + ${upkeep.waitingForHour.length} waiting of ${docs.length} stored`,
  );
  check(
    'orderRanks are distinct',
    distinct.size === docs.length,
    `${distinct.size} distinct of ${docs.length}`,
  );
  check(
    'a submission started after another finished ranks above it',
    violations.length === 0,
    violations.slice(0, 3).join('; ') || `${submissions.length} submissions`,
  );
  check('no unfinished drafts', drafts === 0, `${drafts}`);
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
  // The stack's own start-up; every client of this run comes from one address, so the
  // per-client limit is raised: the run measures the server, not the limiter.
  server = await startAdminServer(PORTS.adminServer, [`http://${HOST}:${PORTS.site}`], {
    rateLimitPerMinute: 10_000_000,
  });

  const modules = await loadSubmitCatch();
  if (modules) await stressCatches(modules);
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
const broken = invariants.filter((invariant) => !invariant.ok);
if (failed || broken.length) {
  console.log(
    `\n✗ Stress run failed: ${broken.length} invariant(s) broken${failed ? ', and the run stopped early' : ''}.`,
  );
  process.exit(1);
}
console.log('\n✓ Every invariant held.');
process.exit(0);

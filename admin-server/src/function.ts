/**
 * The admin server as a Cloud Functions (2nd gen) HTTPS function, `api`, behind the Hosting rewrite
 * `/api/**` (firebase.json): the site calls it on its own origin, so no CORS is involved. It serves
 * the same app as index.ts; the Functions runtime does the listening, scaling and draining.
 * Built to JS by `npm run build -w admin-server` (the runtime has no tsx).
 */
import express, { type Express } from 'express';
import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule, type ScheduleOptions } from 'firebase-functions/v2/scheduler';
import type { Logger } from 'pino';
import { catchUpkeep } from './catches/catch-upkeep.ts';
import { loadSettings } from './config.ts';
import { configuredApp } from './configured-app.ts';
import { firebaseServices } from './firebase.ts';
import { purgeBin } from './history/purge-bin.ts';
import { createLogger } from './logger.ts';
import { recordedRun, SCHEDULED_JOBS, type JobName } from './jobs/job-status.ts';
import { pruneHistory } from './history/prune-history.ts';
import { mailCatchesDigest, mailRenewalNotices } from './mail/events.ts';
import { mailSettings } from './mail/mail-settings.ts';
import { mailSweep } from './mail/sweep.ts';
import { createMailTransport, sendPending } from './mail/sender.ts';
import { CLUB_TIME_ZONE, clubToday } from '../../src/config/club-time.ts';
import { stripeSecretNames } from './payments/stripe-settings.ts';

/** Where the function runs; firebase.json's rewrite names the same region. */
export const FUNCTION_REGION = 'europe-west2';

/**
 * The keys that sign permits (permits/keys.ts), from Secret Manager: the deploy makes the secret
 * the first time and rotates it when asked (scripts/deploy/permit-keys-secret.ts). The runtime
 * gives it to the function as the PERMIT_SIGNING_KEYS environment variable.
 */
const PERMIT_SIGNING_KEYS = defineSecret('PERMIT_SIGNING_KEYS');

let served: Express | undefined;

/** Built on the first request, not at load: `firebase deploy` loads this file to read its options. */
export function functionApp(env: NodeJS.ProcessEnv = process.env): Express {
  if (served) return served;
  // The runtime listens, not us: PORT is its business (the Functions emulator sets it to a socket path).
  const settings = loadSettings({ ...env, PORT: undefined });
  // Hosting's CDN and the Functions front end both forward; see README (unverified here).
  const api = configuredApp(
    { ...settings, TRUST_PROXY_HOPS: settings.TRUST_PROXY_HOPS || 2 },
    createLogger(),
    SCHEDULED_JOBS, // every job below: /healthz and the dashboard say when one has stopped
  );
  served = express();
  served.disable('x-powered-by');
  // Through Hosting the path keeps its /api prefix; on the function's own URL it has none.
  served.use('/api', api);
  served.use(api);
  return served;
}

export const api = onRequest(
  {
    region: FUNCTION_REGION,
    invoker: 'public',
    memory: '256MiB',
    timeoutSeconds: 30,
    maxInstances: 3,
    // The permit keys always; Stripe's key and webhook secret when the club takes payments by Stripe.
    secrets: [PERMIT_SIGNING_KEYS, ...stripeSecretNames()],
  },
  (req, res) => functionApp()(req, res),
);

/** What a scheduled job works with: the project's services and a logger. */
interface JobServices extends ReturnType<typeof firebaseServices> {
  logger: Logger;
}

/**
 * A schedule for `job`: each run loads the settings and the services, and its result (or its
 * failure) is recorded in serverStatus/{job} (jobs/job-status.ts), so the dashboard and /healthz
 * say when it has stopped. Every schedule runs in the api's region on the smallest memory.
 */
function scheduledJob<T>(
  job: JobName,
  options: Pick<ScheduleOptions, 'schedule' | 'timeZone' | 'timeoutSeconds' | 'secrets'>,
  run: (services: JobServices) => Promise<T>,
) {
  return onSchedule({ region: FUNCTION_REGION, memory: '256MiB', ...options }, async () => {
    const settings = loadSettings({ ...process.env, PORT: undefined });
    const services = { ...firebaseServices(settings.GCLOUD_PROJECT), logger: createLogger() };
    await recordedRun(services.db, job, () => run(services), services.logger);
  });
}

/**
 * Catch upkeep every hour (catches/catch-upkeep.ts): drafts older than a day go with their files
 * even when nobody opens the review list, and waiting catches' files are attested.
 */
export const catchUpkeepSchedule = scheduledJob(
  'catchUpkeep',
  { schedule: 'every 60 minutes', timeoutSeconds: 300 },
  async ({ db, bucket, logger }) => {
    const report = await catchUpkeep(db, bucket);
    logger.info({ ...report, missingFiles: report.missingFiles.length }, 'catch upkeep done');
    return report;
  },
);

/**
 * The bin's purge once a day (history/purge-bin.ts): what was deleted more than 90 days ago and not
 * restored goes for good, with its history and its pictures. Tested in tests/history-purge.int.test.ts.
 */
export const binPurgeSchedule = scheduledJob(
  'binPurge',
  { schedule: 'every day 04:00', timeZone: CLUB_TIME_ZONE, timeoutSeconds: 300 },
  async ({ db, bucket, logger }) => {
    const report = await purgeBin(db, bucket);
    logger.info(report, 'bin purge done');
    return report;
  },
);

/**
 * History of live documents pruned once a day (history/prune-history.ts): past the newest
 * HISTORY_KEEP_VERSIONS versions of a document, or older than a year, except its latest entry.
 */
export const historyPruneSchedule = scheduledJob(
  'historyPrune',
  { schedule: 'every day 04:30', timeZone: CLUB_TIME_ZONE, timeoutSeconds: 300 },
  async ({ db, logger }) => {
    const report = await pruneHistory(db);
    logger.info(report, 'history pruned');
    return report;
  },
);

/**
 * The mail sender every minute (mail/sender.ts): first the sweep (mail/sweep.ts) queues the news
 * the history tells of (catches decided, results published, matches added), then pending emails
 * go out, failed ones are retried with backoff, so mail kept while the provider was down goes
 * when it is back. SMTP_URL is a secret (docs/email.md, "Deploying"): set it before the first deploy.
 */
export const mailSenderSchedule = scheduledJob(
  'mailSender',
  { schedule: 'every 1 minutes', timeoutSeconds: 120, secrets: ['SMTP_URL'] },
  async ({ db, logger }) => {
    // A failed sweep is logged and tried again next minute; what is queued still goes.
    const swept = await mailSweep(db).catch((error: unknown) => {
      logger.error({ err: error }, 'the mail sweep failed');
      return null;
    });
    if (swept && swept.catches + swept.results + swept.matches > 0)
      logger.info(swept, 'mail sweep queued');
    const mail = mailSettings();
    const transport = createMailTransport(mail);
    if (!transport) throw new Error('SMTP_URL is not set: no email can be sent.');
    try {
      const report = await sendPending(db, transport, { settings: mail });
      if (report.sent + report.retrying + report.failed > 0) logger.info(report, 'mail sent');
      return report;
    } finally {
      transport.close();
    }
  },
);

/**
 * The club's daily emails at 08:00 London time (mail/events.ts): renewal due and lapsed notices
 * (each once per member and season) and the catches-waiting digest to catches admins (once a day).
 */
export const dailyMailSchedule = scheduledJob(
  'dailyMail',
  { schedule: 'every day 08:00', timeZone: CLUB_TIME_ZONE, timeoutSeconds: 300 },
  async ({ auth, db, logger }) => {
    const today = clubToday();
    const queued = {
      members: await mailRenewalNotices(db, today),
      digests: (await mailCatchesDigest(db, auth, today)).length,
    };
    logger.info(queued, 'daily mail queued');
    return queued;
  },
);

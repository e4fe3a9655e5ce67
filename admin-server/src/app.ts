import cors from 'cors';
import express, { type Express } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Bucket } from './firebase.ts';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { HttpError } from './http-error.ts';
import { createLogger } from './logger.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { perClientLimit } from './middleware/per-client-limit.ts';
import { requestLogger } from './middleware/request-logger.ts';
import { requireSuperAdmin } from './middleware/require-super-admin.ts';
import { calendarRouter } from './routes/calendar-router.ts';
import { catchesRouter } from './routes/catches-router.ts';
import { usersRouter } from './routes/users-router.ts';
import { londonToday } from './members/today.ts';
import type { StripePayments } from './payments/stripe-payments.ts';
import { stripeRouter } from './routes/stripe-router.ts';
import type { PermitKeys } from './permits/keys.ts';
import { membersRoutes } from './routes/members-routes.ts';
import { mailRouter } from './routes/mail-router.ts';
import { authMailRouter } from './routes/auth-mail-router.ts';
import { watersRouter } from './routes/waters-router.ts';
import { healthRouter, jobStatusRouter } from './routes/health-router.ts';
import { clientErrorsRouter } from './routes/client-errors-router.ts';
import type { JobName } from './jobs/job-status.ts';

export interface AppDeps {
  auth: Auth;
  db: Firestore;
  /** The project's Storage bucket, for catch upkeep (routes/catches-router.ts); 503 without. */
  bucket?: Bucket;
  allowedOrigins: string[];
  /** Requests per client (IP) per minute; settings' RATE_LIMIT_PER_MINUTE. */
  rateLimitPerMinute?: number;
  /**
   * Where request and error lines go. index.ts and function.ts pass the process's logger; embedded
   * in another process (the dev stack, the end-to-end tests) the default logs errors only, as JSON
   * lines on stdout, unless LOG_LEVEL says otherwise.
   */
  logger?: Logger;
  /**
   * Express's `trust proxy`: how many proxies in front set X-Forwarded-For (Firebase Hosting and
   * Cloud Functions do), so the rate limit counts clients rather than the proxy. 0: none.
   */
  trustProxyHops?: number;
  /** Today in the club's time (ISO date); tests fix it. Default: today in London. */
  today?: () => string;
  /**
   * Stripe Checkout (the payments helper's, admin-server/src/payments/): creates a session for a
   * membership or a day ticket and returns its URL. Absent: no Stripe key, members pay the treasurer.
   */
  startCheckout?: (input: CheckoutRequest) => Promise<string>;
  /**
   * The keys that sign permits; default: PERMIT_SIGNING_KEYS, or the development key on a demo
   * project (permits/keys.ts). Null: permits cannot be issued here.
   */
  permitKeys?: Promise<PermitKeys | null>;
  /**
   * Stripe (payments/stripe-payments.ts): its webhook is served when present; configured-app.ts
   * passes its startCheckout as startCheckout too. Absent: no Stripe key.
   */
  stripe?: StripePayments;
  /**
   * The scheduled jobs this deployment runs (jobs/job-status.ts): /healthz and the dashboard call
   * one stale when it has no good run within its bound. function.ts: all of them; index.ts: the
   * mail sender; the local stack and tests: none unless they say.
   */
  expectedJobs?: readonly JobName[];
  /** How long /healthz waits for each store (tests shorten it). */
  healthTimeoutMs?: number;
  /**
   * Sign-in and password emails one client (IP) may ask for in an hour, both routes together
   * (routes/auth-mail-router.ts); tests lower or raise it.
   */
  authMailPerClientPerHour?: number;
}

/** What a Checkout session is for: clubMembers/{id} or dayTickets/{id}, and what it costs. */
export interface CheckoutRequest {
  kind: 'membership' | 'dayTicket';
  id: string;
  amountPence: number;
  description: string;
  email: string;
}

/** Builds the admin server; index.ts listens, function.ts serves it as a Cloud Function, tests start it on port 0. */
export function createApp({
  auth,
  db,
  bucket,
  allowedOrigins,
  rateLimitPerMinute = 300,
  logger = createLogger({ level: process.env.LOG_LEVEL ?? 'error' }),
  trustProxyHops = 0,
  today = () => londonToday(),
  startCheckout,
  permitKeys,
  stripe,
  expectedJobs = [],
  healthTimeoutMs,
  authMailPerClientPerHour,
}: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxyHops);
  // First, so every line (errors and refusals too) carries the request id.
  app.use(requestLogger(logger));
  app.use(helmet());
  const health = healthRouter({ db, bucket, expectedJobs, timeoutMs: healthTimeoutMs });
  // For load balancers and uptime checks: before the rate limit, which must not make it flap
  // (/healthz keeps its answer for seconds, so calling it often costs nothing).
  app.use(health);
  // An origin outside the list gets no Access-Control-Allow-Origin, so browsers refuse the answer.
  app.use(cors({ origin: allowedOrigins, methods: ['GET', 'POST', 'PUT', 'DELETE'] }));
  // Before token checks, so guessing tokens is limited too.
  app.use(
    perClientLimit({
      windowMs: 60_000,
      limit: rateLimitPerMinute,
      handler: (_req, _res, next) =>
        next(new HttpError(429, 'Too many requests from this client. Wait a minute and retry.')),
    }),
  );
  // Stripe's events, before express.json: their signature is over the raw body.
  if (stripe) {
    const webhook = stripeRouter({ db, payments: stripe, today });
    app.use('/api', webhook); // /api/stripe/webhook, as docs/members.md names it, here too
    app.use(webhook);
  }
  app.use(express.json({ limit: '10kb' }));
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  const clientErrors = clientErrorsRouter({ logger }); // public, with its own bounds
  app.use('/api', clientErrors);
  app.use(clientErrors);
  app.use(jobStatusRouter({ auth, db, expectedJobs })); // any enabled admin

  app.use(calendarRouter({ db })); // public: before the super admin check
  app.use(catchesRouter({ auth, db, bucket })); // manageCatches: checks its own caller
  // Members, permits, day tickets (docs/members.md): each route checks its own caller.
  const members = membersRoutes({ auth, db, today, startCheckout, permitKeys });
  app.use('/api', members); // the site may name them /api/… on the dev server too
  app.use(members);
  const mail = mailRouter({ auth, db }); // email (docs/email.md): each route checks its own caller
  app.use('/api', mail);
  app.use(mail);
  // Sign-in links and password resets (docs/email.md): public, bounded per address and client.
  const authMail = authMailRouter({ auth, db, perClientPerHour: authMailPerClientPerHour });
  app.use('/api', authMail);
  app.use(authMail);
  const waters = watersRouter({ auth, db, today }); // water status: manageWaters, checked per route
  app.use('/api', waters);
  app.use(waters);
  app.use(requireSuperAdmin(auth, db));
  app.use(usersRouter({ auth, db }));
  app.use((_req, res) => {
    res.status(404).json({ error: 'No such endpoint.' });
  });
  app.use(errorHandler);
  return app;
}

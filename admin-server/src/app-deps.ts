/**
 * What the admin server is built from (app.ts's createApp): its own file, so the routers that
 * take these can name them without importing the app that imports them.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Logger } from 'pino';
import type { Bucket } from './firebase.ts';
import type { JobName } from './jobs/job-status.ts';
import type { StartCheckout } from './payments/checkout.ts';
import type { StripePayments } from './payments/stripe-payments.ts';
import type { PermitKeys } from './permits/keys.ts';

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
  startCheckout?: StartCheckout;
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

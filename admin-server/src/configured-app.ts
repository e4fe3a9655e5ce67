/**
 * The admin server's app as its settings say: firebase-admin for the settings' project, and
 * createApp (app.ts) with the settings' origins, rate limit and proxies. index.ts listens on it,
 * function.ts serves it as a Cloud Function, and scripts/stack.ts runs it inside the dev stack,
 * the end-to-end tests and the stress run; each reads its settings its own way (config.ts).
 */
import type { Express } from 'express';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import type { Settings } from './config.ts';
import { firebaseServices } from './firebase.ts';
import { stripePayments } from './payments/stripe-payments.ts';
import type { JobName } from './jobs/job-status.ts';

/** Without a logger, createApp's default: errors only (unless LOG_LEVEL says otherwise). */
export function configuredApp(
  settings: Settings,
  logger?: Logger,
  expectedJobs: readonly JobName[] = [],
): Express {
  const { auth, db, bucket } = firebaseServices(settings.GCLOUD_PROJECT);
  // Undefined without STRIPE_SECRET_KEY: members then pay the treasurer.
  const stripe = stripePayments(settings);
  return createApp({
    auth,
    db,
    bucket,
    allowedOrigins: settings.ALLOWED_ORIGINS,
    rateLimitPerMinute: settings.RATE_LIMIT_PER_MINUTE,
    trustProxyHops: settings.TRUST_PROXY_HOPS,
    logger,
    stripe,
    startCheckout: stripe?.startCheckout,
    expectedJobs,
  });
}

import cors from 'cors';
import express, { type Express } from 'express';
import type { AppDeps } from './app-deps.ts';
import helmet from 'helmet';
import { HttpError } from './http-error.ts';
import { createLogger } from './logger.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { perClientLimit } from './middleware/per-client-limit.ts';
import { requestLogger } from './middleware/request-logger.ts';
import { requireSuperAdmin } from './middleware/require-super-admin.ts';
import { calendarRouter } from './routes/calendar-router.ts';
import { catchesRouter } from './routes/catches-router.ts';
import { usersRouter } from './routes/users-router.ts';
import { clubToday } from '../../src/config/club-time.ts';
import { stripeRouter } from './routes/stripe-router.ts';
import { membersRoutes } from './routes/members-routes.ts';
import { mailRouter } from './routes/mail-router.ts';
import { authMailRouter } from './routes/auth-mail-router.ts';
import { watersRouter } from './routes/waters-router.ts';
import { healthRouter, jobStatusRouter } from './routes/health-router.ts';
import { clientErrorsRouter } from './routes/client-errors-router.ts';

// Where the tests and the entry points have always found it.
export type { AppDeps };

/** Builds the admin server; index.ts listens, function.ts serves it as a Cloud Function, tests start it on port 0. */
export function createApp({
  auth,
  db,
  bucket,
  allowedOrigins,
  rateLimitPerMinute = 300,
  logger = createLogger({ level: process.env.LOG_LEVEL ?? 'error' }),
  trustProxyHops = 0,
  today = () => clubToday(),
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

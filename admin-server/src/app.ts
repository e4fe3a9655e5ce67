import cors from 'cors';
import express, { type Express } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import helmet from 'helmet';
import { HttpError } from './http-error.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { requireSuperAdmin } from './middleware/require-super-admin.ts';
import { usersRouter } from './routes/users-router.ts';

export interface AppDeps {
  auth: Auth;
  db: Firestore;
  allowedOrigins: string[];
  /** Requests per client (IP) per minute; settings' RATE_LIMIT_PER_MINUTE. */
  rateLimitPerMinute?: number;
}

/** Builds the admin server; index.ts listens, tests start it on port 0. */
export function createApp({
  auth,
  db,
  allowedOrigins,
  rateLimitPerMinute = 300,
}: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(helmet());
  // An origin outside the list gets no Access-Control-Allow-Origin, so browsers refuse the answer.
  app.use(cors({ origin: allowedOrigins, methods: ['GET', 'POST', 'PUT', 'DELETE'] }));
  // Before token checks, so guessing tokens is limited too.
  app.use(
    rateLimit({
      windowMs: 60_000,
      limit: rateLimitPerMinute,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (_req, _res, next) =>
        next(new HttpError(429, 'Too many requests from this client. Wait a minute and retry.')),
    }),
  );
  app.use(express.json({ limit: '10kb' }));

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });

  app.use(requireSuperAdmin(auth, db));
  app.use(usersRouter({ auth, db }));
  app.use((_req, res) => {
    res.status(404).json({ error: 'No such endpoint.' });
  });
  app.use(errorHandler);
  return app;
}

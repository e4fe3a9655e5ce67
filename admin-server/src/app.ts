import cors from 'cors';
import express, { type Express } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import helmet from 'helmet';
import { errorHandler } from './middleware/error-handler.ts';
import { requireSuperAdmin } from './middleware/require-super-admin.ts';
import { usersRouter } from './routes/users-router.ts';

export interface AppDeps {
  auth: Auth;
  db: Firestore;
  allowedOrigins: string[];
}

/** Builds the admin server; index.ts listens, tests start it on port 0. */
export function createApp({ auth, db, allowedOrigins }: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(helmet());
  app.use(cors({ origin: allowedOrigins, methods: ['GET', 'POST', 'PUT', 'DELETE'] }));
  app.use(express.json({ limit: '10kb' }));

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });

  app.use(requireSuperAdmin(auth, db));
  app.use(usersRouter(auth));
  app.use((_req, res) => {
    res.status(404).json({ error: 'No such endpoint.' });
  });
  app.use(errorHandler);
  return app;
}

import { Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { listAllUsers } from '../users/user-service.ts';

/** The user-management endpoints of spec section 7. Thin: the work is in users/user-service.ts. */
export function usersRouter(auth: Auth): Router {
  const router = Router();
  router.get('/listAllUsers', async (_req, res) => {
    res.json({ users: await listAllUsers(auth) });
  });
  return router;
}

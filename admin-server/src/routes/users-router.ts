import { Router } from 'express';
import { HttpError } from '../http-error.ts';
import { mailAdminAccountCreated } from '../mail/events.ts';
import { createAdminSchema, parseBody, parseUid, updateUserSchema } from '../users/user-schemas.ts';
import {
  createAdmin,
  deleteUser,
  listAllUsers,
  updateUser,
  type UserServiceDeps,
} from '../users/user-service.ts';

/** The user-management endpoints of docs/product-spec.md §7. Thin: the work is in users/user-service.ts. */
export function usersRouter(deps: UserServiceDeps): Router {
  const router = Router();

  function callerOf(locals: { callerUid?: string }): string {
    // requireSuperAdmin runs first; without it no route may act.
    if (!locals.callerUid) throw new HttpError(401, 'Sign in first.');
    return locals.callerUid;
  }

  router.get('/listAllUsers', async (_req, res) => {
    res.json({ users: await listAllUsers(deps) });
  });

  router.post('/createAdmin', async (req, res) => {
    const input = parseBody(createAdminSchema, req.body);
    const created = await createAdmin(deps, callerOf(res.locals), input);
    // The new admin's own link to set a password (docs/email.md); queued, never failing the create.
    await mailAdminAccountCreated(deps.db, deps.auth, { uid: created.uid, email: input.email });
    res.status(201).json(created);
  });

  router.put('/updateUser/:uid', async (req, res) => {
    const uid = parseUid(req.params.uid);
    const input = parseBody(updateUserSchema, req.body);
    await updateUser(deps, callerOf(res.locals), uid, input);
    res.json({ ok: true });
  });

  router.delete('/deleteUser/:uid', async (req, res) => {
    const uid = parseUid(req.params.uid);
    await deleteUser(deps, callerOf(res.locals), uid);
    res.json({ ok: true });
  });

  return router;
}

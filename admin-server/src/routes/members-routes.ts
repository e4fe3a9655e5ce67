import { Router } from 'express';
import type { AppDeps } from '../app-deps.ts';
import { permitKeysFromEnv, type PermitKeys } from '../permits/keys.ts';
import { accountRouter } from './account-router.ts';
import { dayTicketsRouter } from './day-tickets-router.ts';
import { membersRouter } from './members-router.ts';
import { permitsRouter } from './permits-router.ts';

/** The members' routes (docs/members.md), with the permit keys loaded once, when first needed. */
export function membersRoutes(
  deps: Pick<AppDeps, 'auth' | 'db' | 'startCheckout' | 'permitKeys'> & { today: () => string },
): Router {
  let keys: Promise<PermitKeys | null> | undefined;
  const permitKeys = () =>
    (keys ??=
      deps.permitKeys ??
      permitKeysFromEnv(deps.auth.app.options.projectId ?? process.env.GCLOUD_PROJECT ?? ''));
  const router = Router();
  router.use(membersRouter(deps));
  router.use(accountRouter({ ...deps, permitKeys }));
  router.use(permitsRouter({ ...deps, permitKeys }));
  router.use(dayTicketsRouter({ ...deps, permitKeys }));
  return router;
}

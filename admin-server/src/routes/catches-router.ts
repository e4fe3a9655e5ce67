import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Bucket } from '../firebase.ts';
import { Router } from 'express';
import { catchUpkeep } from '../catches/catch-upkeep.ts';
import { HttpError } from '../http-error.ts';
import { recordedRun } from '../jobs/job-status.ts';

/**
 * POST /catches/upkeep: for an enabled admin with manageCatches (or a super admin), attests the
 * waiting catches' files and removes drafts older than a day (catches/catch-upkeep.ts). The
 * review list calls it each time it opens.
 */
export function catchesRouter({
  auth,
  db,
  bucket,
}: {
  auth: Auth;
  db: Firestore;
  bucket?: Bucket;
}): Router {
  const router = Router();
  router.post('/catches/upkeep', async (req, res, next) => {
    try {
      const match = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '');
      if (!match) throw new HttpError(401, 'Sign in first: the request has no Bearer ID token.');
      let uid: string;
      try {
        uid = (await auth.verifyIdToken(match[1]!, true)).uid;
      } catch {
        throw new HttpError(401, 'The ID token is invalid or expired. Sign in again.');
      }
      const permissions = (await db.doc(`userPermissions/${uid}`).get()).data();
      const allowed =
        permissions !== undefined &&
        permissions.disabled !== true &&
        (permissions.manageCatches === true || permissions.superAdmin === true);
      if (!allowed) throw new HttpError(403, 'Only an admin with Manage Catches may do this.');
      if (!bucket) throw new HttpError(503, 'Storage is not configured on this server.');
      // Recorded like the scheduled run: the dashboard counts catches waiting for files from it.
      res.json(await recordedRun(db, 'catchUpkeep', () => catchUpkeep(db, bucket), req.log));
    } catch (error) {
      next(error);
    }
  });
  return router;
}

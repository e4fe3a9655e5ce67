import type { RequestHandler } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../http-error.ts';

declare module 'express-serve-static-core' {
  interface Locals {
    callerUid?: string;
  }
}

/**
 * Lets a request through only with a valid, unrevoked Firebase ID token (Authorization: Bearer) of
 * an enabled super admin: 401 without a usable token, 403 for anyone else.
 */
export function requireSuperAdmin(auth: Auth, db: Firestore): RequestHandler {
  return async (req, res, next) => {
    const match = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '');
    if (!match)
      return next(new HttpError(401, 'Sign in first: the request has no Bearer ID token.'));
    let uid: string;
    try {
      // checkRevoked: a disabled user, or one whose tokens were revoked, is refused too.
      uid = (await auth.verifyIdToken(match[1]!, true)).uid;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'auth/user-disabled')
        return next(new HttpError(403, 'This account is disabled.'));
      return next(new HttpError(401, 'The ID token is invalid or expired. Sign in again.'));
    }
    const permissions = (await db.doc(`userPermissions/${uid}`).get()).data();
    if (permissions?.superAdmin !== true || permissions.disabled === true) {
      return next(new HttpError(403, 'Only an enabled super admin may manage admin users.'));
    }
    res.locals.callerUid = uid;
    next();
  };
}

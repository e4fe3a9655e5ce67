/** Who is calling a members route: a signed-in member, an admin with a flag, or nobody. */
import type { Request } from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { HttpError } from '../http-error.ts';

/** The caller's verified ID token, or null without one; 401 for a token that does not verify. */
export async function optionalCaller(auth: Auth, req: Request): Promise<DecodedIdToken | null> {
  const header = req.get('authorization');
  if (!header) return null;
  const match = /^Bearer (\S+)$/.exec(header);
  if (!match) throw new HttpError(401, 'The Authorization header must be "Bearer <ID token>".');
  try {
    return await auth.verifyIdToken(match[1]!, true);
  } catch {
    throw new HttpError(401, 'The ID token is invalid or expired. Sign in again.');
  }
}

export async function signedInCaller(auth: Auth, req: Request): Promise<DecodedIdToken> {
  const caller = await optionalCaller(auth, req);
  if (!caller) throw new HttpError(401, 'Sign in first: the request has no Bearer ID token.');
  return caller;
}

/** An enabled admin with `flag` (or a super admin): their uid and e-mail; 401/403 otherwise. */
export async function adminWith(
  auth: Auth,
  db: Firestore,
  req: Request,
  flag: 'manageMembers' | 'bailiff' | 'manageWaters',
  label: string,
): Promise<{ uid: string; email: string | null }> {
  const caller = await signedInCaller(auth, req);
  const permissions = (await db.doc(`userPermissions/${caller.uid}`).get()).data();
  const allowed =
    permissions !== undefined &&
    permissions.disabled !== true &&
    (permissions[flag] === true || permissions.superAdmin === true);
  if (!allowed) throw new HttpError(403, `Only an admin with ${label} may do this.`);
  return { uid: caller.uid, email: caller.email ?? null };
}

/** The request body as `schema` reads it, or a 400 whose sentence is zod's first problem. */
export function validBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new HttpError(400, parsed.error.issues[0]?.message ?? 'The request is not valid.');
  }
  return parsed.data;
}

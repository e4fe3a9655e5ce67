/**
 * Public routes for the emails that let someone in (docs/email.md, "Sign-in links and password
 * resets"), called by the site with no sign-in:
 *   POST /auth/sign-in-link     { email }  a member's sign-in link
 *   POST /auth/password-reset   { email }  a link to choose a new password
 * Both answer 202 { ok: true } whether or not the address has an account (and send nothing when
 * it has none), so they tell nobody which addresses do. Bounded twice: per address (3 an hour, 10
 * a day: mail/auth-mail-limit.ts) and per client (AUTH_MAIL_PER_CLIENT_PER_HOUR, both routes
 * together), each refusal a 429 with when to try again. Nothing here logs the address.
 */
import { Router, type Request, type Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { RateLimitInfo } from 'express-rate-limit';
import { perClientLimit } from '../middleware/per-client-limit.ts';
import { z } from 'zod';
import { HttpError } from '../http-error.ts';
import { queuePasswordReset, queueSignInLink } from '../mail/auth-links.ts';
import { takeAuthMailAllowance, tryAgainIn } from '../mail/auth-mail-limit.ts';
import { scrubbed } from './client-errors-router.ts';
import { handle } from './members-router.ts';

export const AUTH_MAIL_PER_CLIENT_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

const bodySchema = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
});

function refuse(res: Response, retryAt: Date, sentence: string) {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 1000));
  res
    .status(429)
    .set('Retry-After', String(seconds))
    .json({ error: `${sentence} ${tryAgainIn(retryAt)}`, retryAfterSeconds: seconds });
}

export function authMailRouter({
  auth,
  db,
  perClientPerHour = AUTH_MAIL_PER_CLIENT_PER_HOUR,
}: {
  auth: Auth;
  db: Firestore;
  perClientPerHour?: number;
}): Router {
  const router = Router();
  // One count for both routes: a client asking for many addresses' emails is stopped here.
  const perClient = perClientLimit({
    windowMs: HOUR_MS,
    limit: perClientPerHour,
    handler: (req, res) => {
      const info = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;
      refuse(
        res,
        info?.resetTime ?? new Date(Date.now() + HOUR_MS),
        'Too many sign-in and password emails have been asked for from this connection.',
      );
    },
  });

  const route = (path: string, send: (email: string) => Promise<string | null>, failed: string) =>
    router.post(
      path,
      perClient,
      handle(async (req, res) => {
        const parsed = bodySchema.safeParse(req.body);
        if (!parsed.success) {
          throw new HttpError(400, 'Enter your email address in the form name@example.com.');
        }
        const { email } = parsed.data;
        // Any failure below (Firestore, Firebase Auth) is logged without the address, whose
        // owner is told plainly to try again.
        const unavailable = (error: unknown) => {
          const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
          req.log.error(
            { mail: path, code, reason: scrubbed(String(message ?? error), 500) },
            'could not queue a sign-in or password email',
          );
          return new HttpError(503, failed);
        };
        const allowance = await takeAuthMailAllowance(db, email).catch((error: unknown) => {
          throw unavailable(error);
        });
        if (!allowance.allowed) {
          const sentence = 'Too many sign-in and password emails have gone to this address.';
          return refuse(res, allowance.retryAt, sentence);
        }
        await send(email).catch((error: unknown) => {
          throw unavailable(error);
        });
        res.status(202).json({ ok: true });
      }),
    );

  route(
    '/auth/sign-in-link',
    (email) => queueSignInLink(db, auth, email),
    'The sign-in email could not be sent just now. Try again in a minute.',
  );
  route(
    '/auth/password-reset',
    (email) => queuePasswordReset(db, auth, email),
    'The password email could not be sent just now. Try again in a minute.',
  );
  return router;
}

/**
 * POST /client-errors: an error the site met in a visitor's browser (src/lib/error-reporting.ts),
 * logged in Cloud Error Reporting's shape under the service `pac-site`, where admins with the
 * project's logs see it grouped with the server's errors (README, "Deploying": Error Reporting).
 * Bounded three times: the browser sends at most a few per session, each client (IP) at most
 * PER_CLIENT_PER_HOUR, and this instance at most PER_INSTANCE_PER_HOUR, so a script cannot flood
 * the logs. Nothing personal is kept: no address, no user, text cut short with e-mail addresses
 * and long digit runs blanked, the page as a path only.
 */
import { Router } from 'express';
import { perClientLimit } from '../middleware/per-client-limit.ts';
import type { Logger } from 'pino';
import { z } from 'zod';
import { HttpError } from '../http-error.ts';
import { REPORTED_ERROR_EVENT } from '../logger.ts';

export const PER_CLIENT_PER_HOUR = 10;
export const PER_INSTANCE_PER_HOUR = 300;
const HOUR_MS = 3_600_000;

/** Blanks what could be personal in an error's text: e-mail addresses, long numbers, tokens. */
export function scrubbed(text: string, max: number): string {
  return text
    .replace(/[^\s@]+@[^\s@]+/g, '[email]')
    .replace(/\d{6,}/g, '[number]')
    .replace(/[A-Za-z0-9_-]{40,}/g, '[token]')
    .slice(0, max);
}

const reportSchema = z.object({
  message: z.string().min(1).max(2_000),
  stack: z.string().max(8_000).optional(),
  /** The page's path; a query string or fragment is cut off here too. */
  page: z.string().max(500),
  kind: z.enum(['error', 'unhandledrejection', 'render']),
});

export function clientErrorsRouter({ logger }: { logger: Logger }): Router {
  const router = Router();
  let windowStart = Date.now();
  let inWindow = 0;
  router.post(
    '/client-errors',
    perClientLimit({
      windowMs: HOUR_MS,
      limit: PER_CLIENT_PER_HOUR,
      handler: (_req, _res, next) =>
        next(new HttpError(429, 'Too many error reports from this client. They are not needed.')),
    }),
    (req, res) => {
      const parsed = reportSchema.safeParse(req.body);
      if (!parsed.success) throw new HttpError(400, 'An error report needs a message and a page.');
      if (Date.now() - windowStart > HOUR_MS) {
        windowStart = Date.now();
        inWindow = 0;
      }
      if (inWindow >= PER_INSTANCE_PER_HOUR)
        throw new HttpError(429, 'Too many error reports this hour. They are not needed.');
      inWindow += 1;
      const { message, stack, page, kind } = parsed.data;
      const text = scrubbed(message, 500);
      // Error Reporting needs a stack trace or a message starting like one to group the error.
      const trace = stack ? scrubbed(stack, 4_000) : `Error: ${text}\n    at ${kind} (browser)`;
      logger.error(
        {
          '@type': REPORTED_ERROR_EVENT,
          serviceContext: { service: 'pac-site' },
          stack_trace: trace.startsWith('Error') ? trace : `Error: ${text}\n${trace}`,
          context: { httpRequest: { url: page.split(/[?#]/)[0] } },
          kind,
        },
        `browser error: ${text}`,
      );
      res.status(204).end();
    },
  );
  return router;
}

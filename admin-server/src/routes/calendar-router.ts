import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { Router, type Response } from 'express';
import { calendarOf, readFixture, readFixtures } from '../calendar/match-calendar.ts';
import { HttpError } from '../http-error.ts';

/** Calendar apps poll a subscribed feed; a quarter of an hour keeps them current and cheap. */
const MAX_AGE_SECONDS = 900;

/**
 * The match calendars, public (no sign-in: they show only what the public match list shows):
 *   GET /calendar/matches.ics       the whole fixture list, to subscribe to (webcal://)
 *   GET /calendar/matches/:id.ics   one match, to add to a phone calendar
 * Cached: Cache-Control plus a strong ETag of the body, so an unchanged calendar answers 304.
 */
export function calendarRouter({ db }: { db: Firestore }): Router {
  const router = Router();

  function sendCalendar(res: Response, body: string, filename: string) {
    res.set({
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${filename}"`,
      'Cache-Control': `public, max-age=${MAX_AGE_SECONDS}`,
      ETag: `"${createHash('sha256').update(body).digest('base64url')}"`,
      // Opened as a download or by a calendar app from another origin.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    // Express answers 304 Not Modified itself when If-None-Match names this ETag.
    res.send(body);
  }

  router.get('/calendar/matches.ics', async (_req, res) => {
    sendCalendar(res, calendarOf(await readFixtures(db)), 'pac-matches.ics');
  });

  router.get('/calendar/matches/:file', async (req, res) => {
    const id = /^([A-Za-z0-9_-]{1,64})\.ics$/.exec(req.params.file)?.[1];
    // Firestore reserves ids of the form __.*__ (`__name__` among them): asking for one is an
    // error of the request, not of the server, so it is answered as any unknown match.
    if (!id || /^__.*__$/.test(id)) throw new HttpError(404, 'No such match.');
    const match = await readFixture(db, id);
    if (!match) throw new HttpError(404, 'No such match.');
    sendCalendar(res, calendarOf([match]), `pac-match-${id}.ics`);
  });

  return router;
}

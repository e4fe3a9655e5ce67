import { adminServerUrl } from '../../../config/env';

/**
 * The calendar files the admin server serves (admin-server/src/routes/calendar-router.ts): one
 * match, and the whole fixture list as a feed a phone subscribes to once (webcal://). Absolute, on
 * the site's origin (`useSiteOrigin`; deployed, the admin server is its `/api`): a calendar app
 * needs the host, and a page rendered on the server must not name the renderer's own.
 */
function calendarUrl(path: string, siteOrigin: string): string {
  return new URL(`${adminServerUrl(new URL(siteOrigin).hostname)}${path}`, siteOrigin).href;
}

export function matchCalendarUrl(matchId: string, siteOrigin: string): string {
  return calendarUrl(`/calendar/matches/${encodeURIComponent(matchId)}.ics`, siteOrigin);
}

export function fixturesCalendarUrl(siteOrigin: string): string {
  return calendarUrl('/calendar/matches.ics', siteOrigin);
}

export function fixturesSubscribeUrl(siteOrigin: string): string {
  return fixturesCalendarUrl(siteOrigin).replace(/^https?:/, 'webcal:');
}

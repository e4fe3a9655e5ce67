import { adminServerUrl } from '../../../config/env';

/**
 * The calendar files the admin server serves (admin-server/src/routes/calendar-router.ts): one
 * match, and the whole fixture list as a feed a phone subscribes to once (webcal://).
 */
export function matchCalendarUrl(matchId: string): string {
  return `${adminServerUrl()}/calendar/matches/${encodeURIComponent(matchId)}.ics`;
}

export function fixturesCalendarUrl(): string {
  return `${adminServerUrl()}/calendar/matches.ics`;
}

export function fixturesSubscribeUrl(): string {
  return fixturesCalendarUrl().replace(/^https?:/, 'webcal:');
}

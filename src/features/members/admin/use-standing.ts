import { useCallback } from 'react';
import type { MembershipSettings, Standing } from '../../../config/membership';
import { DEFAULT_MEMBERSHIP_SETTINGS } from '../api/membership-settings';
import { clubToday } from '../../../config/club-time';
import type { ClubMember } from '../types';
import { standingOf } from './register';

/** Where each member stands today, by the club's settings. */
export function useStanding(settings: MembershipSettings | undefined) {
  const today = clubToday();
  const dates = settings ?? DEFAULT_MEMBERSHIP_SETTINGS;
  return {
    today,
    dates,
    standing: useCallback(
      (member: ClubMember): Standing => standingOf(member, dates, today),
      [dates, today],
    ),
  };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  collection,
  getCount,
  query,
  where,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { addDays, type MembershipSettings } from '../../../config/membership';
import { db } from '../../../lib/firebase';
import { clubToday } from '../../../config/club-time';
import { fetchMembershipSettings } from './membership-settings';

/** What waits on the Members admins, counted for the dashboard (issue 34, point 7). */
export interface WaitingMembers {
  /** Applications to approve. */
  waitingList: number;
  /** New members whose first payment the treasurer has not marked yet. */
  awaitingPayment: number;
  /** Members whose renewal is due or overdue (standingOn: renewalDue or grace). */
  renewals: number;
}

/**
 * Count aggregations (one read per 1000 members, no record sent). A renewal is due from
 * renewalOpensDays before `paidUntil` and overdue until graceDays after it (standingOn), so
 * those members are the active ones with `paidUntil` in that window of `today`. The renewals'
 * count needs the composite index (status, paidUntil).
 */
export async function countWaitingMembers(
  settings: Pick<MembershipSettings, 'renewalOpensDays' | 'graceDays'>,
  today: string,
): Promise<WaitingMembers> {
  const count = (...filters: QueryFieldFilterConstraint[]) =>
    getCount(query(collection(db, COLLECTIONS.clubMembers), ...filters)).then(
      (snapshot) => snapshot.data().count,
    );
  const [waitingList, awaitingPayment, renewals] = await Promise.all([
    count(where('status', '==', 'waitingList')),
    count(where('status', '==', 'awaitingPayment')),
    count(
      where('status', '==', 'active'),
      where('paidUntil', '>=', addDays(today, -settings.graceDays)),
      where('paidUntil', '<=', addDays(today, settings.renewalOpensDays)),
    ),
  ]);
  return { waitingList, awaitingPayment, renewals };
}

/** Under the register's key, so approving or marking paid there refreshes the counts. */
export const waitingMembersQuery = (today: string) =>
  queryOptions({
    queryKey: ['clubMembers', 'waiting count', today],
    queryFn: async () => countWaitingMembers(await fetchMembershipSettings(), today),
    staleTime: 0,
  });

export function useWaitingMembers(enabled: boolean) {
  return useQuery({ ...waitingMembersQuery(clubToday()), enabled });
}

import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCollection } from '../../../components/admin/collection-api';
import { ConfirmStep } from '../../../components/admin/ConfirmStep';
import { HistoryDialog } from '../../../components/admin/HistoryDialog';
import type { RowAction } from '../../../components/admin/RowActions';
import { COLLECTIONS } from '../../../config/constants';
import type { Standing } from '../../../config/membership';
import { clubMembersCollection } from '../api/club-members-collection';
import {
  approveMember,
  recordPayment,
  restoreMember,
  setMemberStatus,
} from '../api/member-actions';
import { membershipTypesQuery } from '../api/membership-types';
import type { ClubMember } from '../types';
import { MarkPaidDialog } from './MarkPaidDialog';
import { MEMBER_DETAIL_FIELDS } from '../../../config/membership';

/** Where a payment is expected: a new member, or one whose renewal is due or overdue. */
const PAYABLE: readonly Standing[] = ['awaitingPayment', 'renewalDue', 'grace', 'lapsed'];

/**
 * A member's buttons in the register and the applications: History (put back through the admin
 * server), Approve, Mark paid, Close or Reactivate. Each write refreshes the register.
 */
export function useMemberActions(standing: (member: ClubMember) => Standing) {
  const { run } = useCollection(clubMembersCollection);
  const types = useQuery(membershipTypesQuery).data;
  return useCallback(
    (member: ClubMember): RowAction[] => {
      const pricePence = types?.find((t) => t.id === member.typeId)?.pricePence;
      const now = standing(member);
      const closed = member.status === 'closed';
      return [
        {
          label: 'History',
          dialog: (close) => (
            <HistoryDialog
              area="manageMembers"
              path={`${COLLECTIONS.clubMembers}/${member.id}`}
              name={member.name}
              putBack={(entry) => run(() => restoreMember(member.id, entry.rev - 1))}
              putBackFields={MEMBER_DETAIL_FIELDS}
              onClose={close}
            />
          ),
        },
        ...(member.status === 'waitingList'
          ? [
              {
                label: 'Approve',
                variant: 'contained' as const,
                dialog: (close: () => void) => (
                  <ConfirmStep
                    open
                    title={`Approve ${member.name}?`}
                    message="They move from the waiting list to awaiting payment, and can pay."
                    confirmLabel="Approve"
                    onConfirm={() => run(() => approveMember(member.id))}
                    done={`${member.name} was approved: awaiting payment.`}
                    failureAction="approve the member"
                    onClose={close}
                  />
                ),
              },
            ]
          : []),
        ...(PAYABLE.includes(now)
          ? [
              {
                label: 'Mark paid',
                variant: 'contained' as const,
                dialog: (close: () => void) => (
                  <MarkPaidDialog
                    member={member}
                    pricePence={pricePence}
                    onPaid={(payment) => run(() => recordPayment(member.id, payment))}
                    onClose={close}
                  />
                ),
              },
            ]
          : []),
        {
          label: closed ? 'Reactivate' : 'Close',
          color: closed ? ('primary' as const) : ('error' as const),
          dialog: (close: () => void) => (
            <ConfirmStep
              open
              title={closed ? `Reactivate ${member.name}?` : `Close ${member.name}'s membership?`}
              message={
                closed
                  ? 'Their membership is active again for what they have paid; a new permit is issued when they next open their card.'
                  : 'Their permit stops being valid at once and they can no longer renew. You can reactivate it later.'
              }
              confirmLabel={closed ? 'Reactivate' : 'Close membership'}
              onConfirm={() => run(() => setMemberStatus(member.id, closed ? 'active' : 'closed'))}
              done={
                closed
                  ? `${member.name} is active again.`
                  : `${member.name}'s membership was closed.`
              }
              failureAction={closed ? 'reactivate the membership' : 'close the membership'}
              onClose={close}
            />
          ),
        },
      ];
    },
    [run, standing, types],
  );
}

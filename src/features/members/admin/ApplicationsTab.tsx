import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { CollectionList } from '../../../components/admin/CollectionList';
import { clubMembersCollection } from '../api/club-members-collection';
import { membershipSettingsQuery } from '../api/membership-settings';
import { memberColumns } from './member-columns';
import { useStanding } from './use-standing';
import { useMemberActions } from './use-member-actions';

/** Who is waiting: the waiting list to approve, and those awaiting payment to mark paid. */
export function ApplicationsTab() {
  const { standing } = useStanding(useQuery(membershipSettingsQuery).data);
  const actions = useMemberActions(standing);
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        New members waiting for a place (approve them, and they can pay) or for their payment to
        reach the treasurer (mark it paid with the bank transfer's reference, or cash).
      </Typography>
      <CollectionList
        label="Applications"
        api={clubMembersCollection}
        rowName={(member) => member.name}
        columns={memberColumns(standing)}
        filter={(member) => member.status === 'waitingList' || member.status === 'awaitingPayment'}
        emptyText="No applications waiting."
        actions={actions}
      />
    </>
  );
}

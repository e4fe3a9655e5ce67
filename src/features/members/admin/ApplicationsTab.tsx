import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { membershipSettingsQuery } from '../api/membership-settings';
import { MemberList } from './MemberList';
import { useStanding } from './use-standing';

/** Who is waiting: the waiting list to approve, and those awaiting payment to mark paid. */
export function ApplicationsTab() {
  const { standing } = useStanding(useQuery(membershipSettingsQuery).data);
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        New members waiting for a place (approve them, and they can pay) or for their payment to
        reach the treasurer (mark it paid with the bank transfer's reference, or cash).
      </Typography>
      <MemberList
        label="Applications"
        standing={standing}
        filter={(member) => member.status === 'waitingList' || member.status === 'awaitingPayment'}
        emptyText="No applications waiting."
      />
    </>
  );
}

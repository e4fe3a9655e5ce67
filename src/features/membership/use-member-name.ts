import { useMyAccount } from './api/get-my-account';
import { useMember } from './use-member';

/** The signed-in member's name from their record, or undefined (nobody, or not yet read). */
export function useMemberName(): string | undefined {
  const session = useMember();
  const account = useMyAccount(session.status === 'signedIn' ? session.user.uid : undefined);
  return account.data?.member?.name || undefined;
}

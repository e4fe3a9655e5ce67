import { useState } from 'react';
import { hasStoredSession } from '../auth/public';
import { useMyAccount } from './api/get-my-account';
import { useMember } from './use-member';

/**
 * The signed-in member's name from their record, or undefined (nobody, or not yet read). On a phone
 * with no member's session (hasStoredSession) there is nobody to name, and Firebase Auth is not
 * loaded to say so: its code is not every visitor's precache (app/offline/visitor-precache.ts), and
 * the catch form that asks must open with no signal.
 */
export function useMemberName(): string | undefined {
  const [watch] = useState(hasStoredSession);
  const session = useMember(watch);
  const account = useMyAccount(session.status === 'signedIn' ? session.user.uid : undefined);
  return account.data?.member?.name || undefined;
}

import { useEffect, useState } from 'react';
import { watchMember, type MemberUser } from './api/watch-member';

export type MemberSession =
  { status: 'unknown' } | { status: 'signedOut' } | { status: 'signedIn'; user: MemberUser };

/** Who is signed in as a member on this phone (an anonymous identity is not a member). */
export function useMember(): MemberSession {
  const [session, setSession] = useState<MemberSession>({ status: 'unknown' });
  useEffect(
    () =>
      watchMember((user) =>
        setSession(
          user && !user.isAnonymous ? { status: 'signedIn', user } : { status: 'signedOut' },
        ),
      ),
    [],
  );
  return session;
}

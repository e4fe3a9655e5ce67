import { useEffect, useState } from 'react';
import { watchMember, type MemberUser } from './api/watch-member';

export type MemberSession =
  { status: 'unknown' } | { status: 'signedOut' } | { status: 'signedIn'; user: MemberUser };

/**
 * Who is signed in as a member on this phone (an anonymous identity is not a member). With `watch`
 * false nobody is, and Firebase Auth is not loaded to find out.
 */
export function useMember(watch = true): MemberSession {
  const [session, setSession] = useState<MemberSession>(
    watch ? { status: 'unknown' } : { status: 'signedOut' },
  );
  useEffect(() => {
    if (!watch) return;
    return watchMember((user) =>
      setSession(
        user && !user.isAnonymous ? { status: 'signedIn', user } : { status: 'signedOut' },
      ),
    );
  }, [watch]);
  return session;
}

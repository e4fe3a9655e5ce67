import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { NotFoundNotice } from '../../../components/NotFoundNotice';
import { PageSpinner } from '../../../components/PageSpinner';
import { AREAS, PERMISSION_FLAGS } from '../../../config/areas';
import { adminTitle } from '../../../config/constants';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAuth, useStartAuth } from '../auth-context';
import { loginPath } from '../return-path';
import { hasPermission, type PermissionFlag } from '../types';

export const NO_ACCESS = 'Not part of your admin access';

/** What an admin sees on a page their account does not cover: why, and the way back. */
function NoAccess({ sentence, to, action }: { sentence: string; to: string; action: string }) {
  useDocumentTitle(adminTitle(NO_ACCESS));
  return <NotFoundNotice heading={NO_ACCESS} sentence={sentence} to={to} action={action} />;
}

/**
 * Admin route guard. Shows a spinner while sign-in is unknown; sends a signed-out visitor to the
 * login, which brings them back here; tells an admin without the page's flag (or superAdmin) so,
 * with a link to the dashboard, and an account with no admin rights (a member's) where its own
 * page is. Mirrors the Firestore and Storage rules, which are what actually enforce it. `flag`
 * undefined means any admin with a right (the dashboard).
 */
export function RequirePermission({
  flag,
  children,
}: {
  flag?: PermissionFlag;
  children: ReactNode;
}) {
  useStartAuth();
  const auth = useAuth();
  const { pathname, search } = useLocation();
  if (auth.status === 'unknown') return <PageSpinner />;
  if (auth.status === 'signedOut') return <Navigate to={loginPath(pathname + search)} replace />;
  if (auth.permissions.disabled)
    return (
      <NoAccess
        sentence="This account has been disabled. Ask a club super admin to re-enable it."
        to="/"
        action="Back to the home page"
      />
    );
  // A member's account (issue 33) signs in too, with no admin rights: tell them where theirs is.
  if (!PERMISSION_FLAGS.some((each) => hasPermission(auth.permissions, each)))
    return (
      <NoAccess
        sentence="This account has no admin rights: the back office is for the club's volunteers, and a super admin gives rights in Manage Admins. A member's own page is Your account."
        to="/account"
        action="Go to your account"
      />
    );
  if (flag && !hasPermission(auth.permissions, flag))
    return (
      <NoAccess
        sentence={`This page needs the ${AREAS[flag].label} permission, which your account does not have. A super admin can give it in Manage Admins.`}
        to="/admin"
        action="Back to the dashboard"
      />
    );
  return children;
}

import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { useAuth, useStartAuth } from '../auth-context';
import { hasPermission, type PermissionFlag } from '../types';

/**
 * Admin route guard. Shows a spinner while sign-in is unknown; sends anyone without the page's flag
 * (or superAdmin) to /. Mirrors the Firestore and Storage rules, which are what actually enforce it.
 * `flag` undefined means any enabled admin (the dashboard).
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
  if (auth.status === 'unknown') return <PageSpinner />;
  if (auth.status === 'signedOut') return <Navigate to="/" replace />;
  if (auth.permissions.disabled) return <Navigate to="/" replace />;
  if (flag && !hasPermission(auth.permissions, flag)) return <Navigate to="/" replace />;
  return children;
}

import { callAdminServer } from '../../../lib/admin-server';
import type { JoinRequest, JoinResult } from '../types';

/**
 * POST /api/members/join: no sign-in needed; whoever is signed in on this phone (the anonymous
 * identity that sent catches, too) sends their ID token, and the record is linked to them.
 */
export const joinClub = (request: JoinRequest) =>
  callAdminServer<JoinResult>(
    '/api/members/join',
    { method: 'POST', body: JSON.stringify(request) },
    { signIn: 'optional' },
  );

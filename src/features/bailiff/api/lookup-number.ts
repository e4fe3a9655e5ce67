import type { PermitClaims } from '../../../config/membership';
import { callAdminServer } from '../../../lib/admin-server';

/**
 * A member's permit looked up by number, online (GET /api/permits/by-number/:n, bailiffs only):
 * what a check shows of them, as the claims of their current permit, judged on the phone like a
 * scanned one.
 */
export async function lookUpNumber(memberNumber: string): Promise<PermitClaims> {
  const answer = await callAdminServer<{ claims?: PermitClaims } & Partial<PermitClaims>>(
    `/api/permits/by-number/${encodeURIComponent(memberNumber)}`,
  );
  return answer.claims ?? (answer as PermitClaims);
}

import type { PermitVerdict } from '../../../config/membership';
import { callAdminServer } from '../../../lib/admin-server';

/** What a check shows of a member looked up by number (GET /api/permits/by-number/:n). */
export interface LookedUp {
  name: string;
  num: string;
  type: string;
  until: string | null;
  photo?: string;
  /** The server's judgement for the water today. */
  verdict: PermitVerdict | null;
}

/**
 * A member looked up by number, online only (bailiffs): the server judges their current permit
 * for the water today by the same rules (judgePermit) as a scanned one.
 */
export function lookUpNumber(memberNumber: string, water: string): Promise<LookedUp> {
  return callAdminServer<LookedUp>(
    `/api/permits/by-number/${encodeURIComponent(memberNumber)}?water=${encodeURIComponent(water)}`,
  );
}

/**
 * The permit the permit-key tests sign, written once: admin-server/test/permit-keys.test.ts
 * (rotation, the keys from the environment) and tests/deploy.int.test.ts (the deploy's secret).
 */
import type { PermitClaims } from '../../../src/config/membership.ts';

/** A member's permit for the season, as signPermit takes it. */
export const PERMIT_CLAIMS: PermitClaims = {
  jti: 'p1',
  kind: 'member',
  name: 'Alan Perch',
  num: '1001',
  type: 'Adult',
  waters: ['Weston'],
  from: '2026-04-01',
  until: '2027-03-31',
};

/**
 * The permit the tests sign and judge, written once: admin-server/test/permit-keys.test.ts (key
 * rotation), tests/deploy.int.test.ts (the deploy's secret), and on the site's side
 * src/config/membership.test.ts (judgePermit) and src/features/bailiff/check/verify-permit.test.ts.
 */
import type { PermitClaims } from '../../../src/config/membership.ts';

/** A member's permit for the season, as signPermit takes it. */
export const PERMIT_CLAIMS: PermitClaims = {
  jti: 'p1',
  kind: 'member',
  name: 'Alan Perch',
  num: '1001',
  type: 'Adult',
  // Clay End has a closed season in the judging tests.
  waters: ['Weston', 'Clay End'],
  from: '2026-04-01',
  until: '2027-03-31',
};

/** A permit's token: a compact JWS (ES256, header kid) of its PermitClaims (docs/members.md). */
import { CompactSign } from 'jose';
import type { PermitClaims } from '../../../src/config/membership.ts';
import type { PermitKeys } from './keys.ts';

export async function signPermit(keys: PermitKeys, claims: PermitClaims): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(claims)))
    .setProtectedHeader({ alg: 'ES256', kid: keys.signing.kid, typ: 'pac-permit' })
    .sign(keys.signing.key);
}

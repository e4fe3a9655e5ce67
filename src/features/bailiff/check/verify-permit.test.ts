import { CompactSign, exportJWK, generateKeyPair, type JSONWebKeySet } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMIT_CLAIMS } from '../../../../admin-server/test/support/permits';
import { checkToken, tokenIn, type CheckContext } from './verify-permit';

let sign: (claims: object, kid?: string) => Promise<string>;
let jwks: JSONWebKeySet;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' }] };
  sign = (claims, kid = 'k1') =>
    new CompactSign(new TextEncoder().encode(JSON.stringify(claims)))
      .setProtectedHeader({ alg: 'ES256', kid })
      .sign(privateKey);
});

const context = (more: Partial<CheckContext> = {}): CheckContext => ({
  jwks,
  revoked: new Set(),
  closedSeasons: { 'Clay End': { from: '03-15', to: '06-15' } },
  water: 'Weston',
  today: '2026-11-27',
  ...more,
});

describe('checking a permit on the phone', () => {
  it('judges a genuine permit valid, and says why otherwise', async () => {
    const token = await sign(PERMIT_CLAIMS);
    const verdict = async (more: Partial<CheckContext>) => {
      const result = await checkToken(token, context(more));
      return result.kind === 'judged' ? result.verdict : result;
    };
    expect(await verdict({})).toEqual({ valid: true });
    expect(await verdict({ today: '2027-04-01' })).toEqual({ valid: false, reason: 'expired' });
    expect(await verdict({ revoked: new Set([PERMIT_CLAIMS.jti]) })).toEqual({
      valid: false,
      reason: 'revoked',
    });
    expect(await verdict({ water: 'Warrens Green' })).toEqual({
      valid: false,
      reason: 'wrongWater',
    });
    expect(await verdict({ water: 'Clay End', today: '2027-03-20' })).toEqual({
      valid: false,
      reason: 'closedSeason',
    });
    // The water's status kept on the phone: closed refuses until its last day; restricted does not.
    const flooded = { state: 'closed', reason: 'Flooding', until: '2026-11-30' } as const;
    expect(await verdict({ waterStatuses: { Weston: flooded } })).toEqual({
      valid: false,
      reason: 'waterClosed',
    });
    expect(await verdict({ waterStatuses: { Weston: flooded }, today: '2026-12-01' })).toEqual({
      valid: true,
    });
    expect(
      await verdict({
        waterStatuses: { Weston: { state: 'restricted', reason: 'Weed cutting', until: null } },
      }),
    ).toEqual({ valid: true });
  });

  it('shows the holder from the verified claims, and reads a token out of a link', async () => {
    const token = await sign(PERMIT_CLAIMS);
    const result = await checkToken(`https://pac.example/permit#${token}\n`, context());
    expect(result).toMatchObject({ kind: 'judged', claims: { name: 'Alan Perch', num: '1001' } });
    expect(tokenIn('hello')).toBeNull();
  });

  it('refuses an altered permit, an unknown key and a payload that is not a permit', async () => {
    const token = await sign(PERMIT_CLAIMS);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...PERMIT_CLAIMS, until: '2099-12-31' })).toString(
      'base64url',
    );
    const altered = await checkToken(`${header}.${forged}.${signature}`, context());
    expect(altered).toEqual({
      kind: 'notPermit',
      message: 'This is not a genuine club permit: its signature does not check out.',
    });
    const otherKey = await checkToken(await sign(PERMIT_CLAIMS, 'k2'), context());
    expect(otherKey).toMatchObject({ kind: 'notPermit', message: expect.stringMatching(/Sync/) });
    const notPermit = await checkToken(await sign({ hello: 'world' }), context());
    expect(notPermit.kind).toBe('notPermit');
    expect(await checkToken('not a code', context())).toEqual({
      kind: 'notPermit',
      message: 'That is not a permit code.',
    });
  });
});

/** The permit keys (permits/keys.ts): which key signs, which are published, and when none is used. */
import { compactVerify, createLocalJWKSet } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEV_PERMIT_KEY, loadPermitKeys, permitKeysFromEnv } from '../src/permits/keys';
import { signPermit } from '../src/permits/sign-permit';
import { newPermitKey } from '../../scripts/deploy/permit-keys-secret';
import { PERMIT_CLAIMS } from './support/permits';

/** A key as the deploy makes one, with the kid the test names it by. */
const newKey = async (kid: string) => ({ ...(await newPermitKey()), kid });

describe('permit keys', () => {
  it('rotate: the first key signs, and the old one still verifies the permits it signed', async () => {
    const old = await newKey('2026-a');
    const fresh = await newKey('2026-b');
    const before = await loadPermitKeys([old]);
    const issued = await signPermit(before, PERMIT_CLAIMS);
    // The old key is kept as its public half only (as the deploy rotates it): it still verifies.
    const oldPublic: Record<string, unknown> = { ...old };
    delete oldPublic.d;
    const after = await loadPermitKeys([fresh, oldPublic]);
    expect(after.jwks.keys.map((key) => key.kid)).toEqual(['2026-b', '2026-a']);
    expect(JSON.stringify(after.jwks)).not.toContain('"d"');
    const jwks = createLocalJWKSet(after.jwks);
    expect((await compactVerify(issued, jwks)).protectedHeader.kid).toBe('2026-a');
    const reissued = await signPermit(after, PERMIT_CLAIMS);
    expect((await compactVerify(reissued, jwks)).protectedHeader.kid).toBe('2026-b');
    // A key that is no longer published verifies nothing.
    await expect(
      compactVerify(issued, createLocalJWKSet((await loadPermitKeys([fresh])).jwks)),
    ).rejects.toThrow();
  });

  it('uses the development key only on a demo project, and says what is wrong with a bad secret', async () => {
    expect((await permitKeysFromEnv('demo-pac', {}))?.signing.kid).toBe(DEV_PERMIT_KEY.kid);
    expect(await permitKeysFromEnv('priory-angling', {})).toBeNull();
    const configured = JSON.stringify([await newKey('prod-1')]);
    expect(
      (await permitKeysFromEnv('priory-angling', { PERMIT_SIGNING_KEYS: configured }))?.signing.kid,
    ).toBe('prod-1');
    await expect(permitKeysFromEnv('priory-angling', { PERMIT_SIGNING_KEYS: '{' })).rejects.toThrow(
      /not valid JSON/,
    );
    const publicOnly: Record<string, unknown> = await newKey('x');
    delete publicOnly.d;
    await expect(
      permitKeysFromEnv('priory-angling', { PERMIT_SIGNING_KEYS: JSON.stringify([publicOnly]) }),
    ).rejects.toThrow(/the first key signs, so it needs its private part \(d\)/);
  });
});

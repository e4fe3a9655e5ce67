/**
 * The keys that sign permits (docs/members.md, "Permits"): PERMIT_SIGNING_KEYS, a JSON array of
 * ES256 JWKs each with a `kid`. The first, a private key, signs; all are published (GET
 * /permits/keys), so a new key can be put first without voiding the permits the old one signed
 * this season. The keys after the first may be public halves only (no `d`): a rotation by the
 * deploy (scripts/deploy/permit-keys-secret.ts) keeps no more of an old key than checking needs.
 * Only on a demo project (`demo-*`, the emulators) is the fixed development key below used instead.
 */
import { importJWK, type CryptoKey, type JWK } from 'jose';
import { z } from 'zod';

/**
 * The development key: committed, so it signs nothing that matters. A real project refuses it
 * (permitKeysFromEnv), and the site's bailiff check only trusts the JWKS its own server serves.
 */
export const DEV_PERMIT_KEY: JWK = {
  kty: 'EC',
  crv: 'P-256',
  x: 'pcT2Sw-1zMzigKEJ3V1bzG-oHTjOwU1_1efWavjijY8',
  y: 'OmH_r3T8wyPVptF0gHwGJbRDhdrjRKtn694VhkGic7s',
  d: '4dcBVkVFSM4buK7o0GAgWpWO-YvuRIP8rhSBQY9qCV8',
  kid: 'pac-dev-2026',
  alg: 'ES256',
};

const publicJwk = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string().min(1),
  y: z.string().min(1),
  d: z.string().min(1).optional(),
  kid: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'each key needs a kid (letters, digits, ._-)'),
});
const privateJwk = publicJwk.extend({
  d: z.string({ error: 'the first key signs, so it needs its private part (d)' }).min(1),
});
const keyList = z.tuple([privateJwk], publicJwk);

export interface PermitKeys {
  /** The key that signs, and its kid. */
  signing: { kid: string; key: CryptoKey };
  /** The public JWKS: every key's public half, with `kid`, `alg` and `use`. */
  jwks: { keys: JWK[] };
}

/** Loads the JWKs (the first, private, signs). Throws a sentence naming what is wrong. */
export async function loadPermitKeys(jwks: JWK[]): Promise<PermitKeys> {
  const parsed = Array.isArray(jwks) && jwks.length === 0 ? null : keyList.safeParse(jwks);
  if (!parsed?.success) {
    throw new Error(
      `PERMIT_SIGNING_KEYS is not a JSON array of ES256 (P-256) JWKs with kid, the first private: ${parsed ? parsed.error.issues[0]?.message : 'it holds no key'}`,
    );
  }
  const [first] = parsed.data;
  return {
    signing: { kid: first.kid, key: (await importJWK({ ...first }, 'ES256')) as CryptoKey },
    jwks: {
      keys: [...parsed.data].map(({ kty, crv, x, y, kid }) => ({
        kty,
        crv,
        x,
        y,
        kid,
        alg: 'ES256',
        use: 'sig',
      })),
    },
  };
}

/**
 * The keys for this project: PERMIT_SIGNING_KEYS when set; the development key on a demo project;
 * otherwise null (permits cannot be issued, and the routes say so, rather than sign with a key
 * everyone can read).
 */
export async function permitKeysFromEnv(
  projectId: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PermitKeys | null> {
  const configured = env.PERMIT_SIGNING_KEYS?.trim();
  if (configured) {
    let value: unknown;
    try {
      value = JSON.parse(configured);
    } catch {
      throw new Error('PERMIT_SIGNING_KEYS is not valid JSON: give a JSON array of private JWKs.');
    }
    return loadPermitKeys(value as JWK[]);
  }
  return projectId.startsWith('demo-') ? loadPermitKeys([DEV_PERMIT_KEY]) : null;
}

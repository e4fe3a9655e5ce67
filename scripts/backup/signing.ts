/**
 * The club's backup signing key: `npm run backup` signs each archive's manifest with it (HMAC-SHA256),
 * and `npm run restore` checks the signature before it trusts anything in the archive. The manifest
 * holds every entry's SHA-256, so the signature covers every byte of the archive.
 *
 * Why a shared secret (HMAC) and not a key pair: the same volunteers take and restore backups, on
 * their own machines, and a restore must work when the Firebase project itself is gone; one small
 * secret kept in the club's password manager is what such a club can look after. Whoever holds it
 * can make an archive the restore will trust, so it is kept like the club's bank password.
 *
 * Where it lives: the file named by --key, else PAC_BACKUP_KEY_FILE, else
 * ~/.config/pac/backup-signing-key (mode 0600). `npm run backup -- --new-key` makes one.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { OpsError } from '../ops/target.ts';

export const SIGNATURE = 'signature.json';
export const SIGNATURE_ALGORITHM = 'HMAC-SHA256';
/** Bound to this use: a MAC made for something else with the same key is never a backup's. */
const CONTEXT = 'pac-backup manifest v1\n';

export const signatureSchema = z.object({
  algorithm: z.literal(SIGNATURE_ALGORITHM),
  keyId: z.string().regex(/^[0-9a-f]{16}$/),
  mac: z.string().regex(/^[0-9a-f]{64}$/),
});
export type Signature = z.infer<typeof signatureSchema>;

export interface SigningKey {
  file: string;
  secret: Buffer;
  /** Names the key without revealing it, so "signed with another key" can be told apart. */
  id: string;
}

export function keyFile(option?: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(
    option ?? env.PAC_BACKUP_KEY_FILE ?? path.join(homedir(), '.config/pac/backup-signing-key'),
  );
}

const keyId = (secret: Buffer) => createHash('sha256').update(secret).digest('hex').slice(0, 16);

/** The key at `file`, or undefined when there is none; a file that is not a key is refused. */
export async function readKey(file: string): Promise<SigningKey | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new OpsError(
      `The backup signing key ${file} cannot be read (${(error as Error).message}).`,
    );
  }
  const secret = Buffer.from(text.trim(), 'base64url');
  if (secret.length < 32) {
    throw new OpsError(
      `${file} is not a backup signing key (it should hold 32 random bytes in base64url, as npm run backup -- --new-key writes).`,
    );
  }
  return { file, secret, id: keyId(secret) };
}

/** Writes a new random key to `file`; never replaces one (archives signed with it would be lost). */
export async function makeKey(file: string): Promise<SigningKey> {
  const secret = randomBytes(32);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, `${secret.toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new OpsError(
        `${file} already holds a key; the club's archives are signed with it, so it is kept. Move it away first to make another.`,
      );
    }
    throw error;
  }
  return { file, secret, id: keyId(secret) };
}

const macOf = (key: SigningKey, manifest: Buffer) =>
  createHmac('sha256', key.secret).update(CONTEXT).update(manifest).digest();

export function sign(key: SigningKey, manifest: Buffer): Signature {
  return {
    algorithm: SIGNATURE_ALGORITHM,
    keyId: key.id,
    mac: macOf(key, manifest).toString('hex'),
  };
}

export type Verdict = 'signed' | 'unsigned' | 'other-key' | 'altered';

/** Whether `signature` (the archive's signature.json, if any) vouches for `manifest` under `key`. */
export function verify(key: SigningKey, manifest: Buffer, signature: Buffer | undefined): Verdict {
  if (!signature) return 'unsigned';
  let parsed: Signature;
  try {
    parsed = signatureSchema.parse(JSON.parse(signature.toString('utf8')));
  } catch {
    return 'altered';
  }
  if (parsed.keyId !== key.id) return 'other-key';
  return timingSafeEqual(Buffer.from(parsed.mac, 'hex'), macOf(key, manifest))
    ? 'signed'
    : 'altered';
}

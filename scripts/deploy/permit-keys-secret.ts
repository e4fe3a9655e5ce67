/**
 * The PERMIT_SIGNING_KEYS functions secret (docs/members.md, "Permits"), which the api function
 * declares (admin-server/src/function.ts), so it must exist before `firebase deploy`:
 * - the first deploy makes an ES256 key pair on this machine and stores it in Secret Manager
 *   through the Firebase CLI (`functions:secrets:set --data-file -`, the value on its stdin), as
 *   the signed-in user;
 * - later deploys find it and leave it as it is;
 * - `--rotate-permit-key` puts a new key first (it signs from then on) and keeps each older key's
 *   public half only, so the permits they signed this season still check out on the bank while no
 *   copy of an old private key is kept.
 * The value is never printed, never on a command line and never written to a file: the CLI's
 * output that carries it is captured, and errors are scrubbed of it.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { loadPermitKeys } from '../../admin-server/src/permits/keys.ts';
import { OpsError } from '../ops/target.ts';

export const PERMIT_SECRET = 'PERMIT_SIGNING_KEYS';

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `firebase <args>` with `input` on its stdin; everything it prints is captured. */
export type FirebaseCli = (args: string[], input?: string) => CliResult;

export function firebaseCli(root: string): FirebaseCli {
  return (args, input) => {
    const result = spawnSync('npx', ['firebase', ...args], {
      cwd: root,
      encoding: 'utf8',
      input: input ?? '',
      stdio: 'pipe',
    });
    return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
  };
}

/** A new signing key: a private ES256 JWK whose kid says when it was made (`pac-20261127-a1b2c3`). */
export async function newPermitKey(now = new Date()): Promise<JWK> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const kid = `pac-${day}-${randomBytes(3).toString('hex')}`;
  return { ...(await exportJWK(privateKey)), kid, alg: 'ES256' };
}

/** After a rotation: the fresh key first, then every older key's public half, each kid once. */
export function rotatedKeys(current: JWK[], fresh: JWK): JWK[] {
  const older = current
    .filter((key) => key.kid !== fresh.kid)
    .map(({ kty, crv, x, y, kid, alg }) => ({ kty, crv, x, y, kid, alg }));
  return [fresh, ...older];
}

/** `text` with every private part of `keys` blanked, for an error message. */
function scrubbed(text: string, keys: JWK[]): string {
  return keys.reduce((out, key) => (key.d ? out.replaceAll(key.d, '…') : out), text);
}

const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';

/** Whether the secret has an enabled version, from `functions:secrets:get --json`. */
function secretExists(cli: FirebaseCli, project: string): boolean {
  const result = cli(['functions:secrets:get', PERMIT_SECRET, '--project', project, '--json']);
  let answer: { status?: string; result?: { secrets?: { state?: string }[] }; error?: string } = {};
  try {
    // The CLI's --json answer, after anything else it printed (a notice).
    answer = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as typeof answer;
  } catch {
    // Reported below.
  }
  if (answer.status === 'success') {
    return (answer.result?.secrets ?? []).some((version) => version.state === 'ENABLED');
  }
  const error = answer.error ?? (lastLine(result.stderr) || 'no answer');
  if (/\b404\b|not found/i.test(error)) return false;
  throw new OpsError(
    `Could not see whether the ${PERMIT_SECRET} secret exists (${error}): check you are signed in (npx firebase login) as an Owner of ${project}, then deploy again.`,
  );
}

/** The secret's current keys (captured from `functions:secrets:access`, never shown). */
function currentKeys(cli: FirebaseCli, project: string): JWK[] {
  const result = cli(['functions:secrets:access', PERMIT_SECRET, '--project', project]);
  const text = result.stdout;
  // The value is the JSON array the CLI prints; anything around it (a notice) is left out.
  const json = text.slice(text.indexOf('['), text.lastIndexOf(']') + 1);
  try {
    if (result.status !== 0) throw new Error('refused');
    return JSON.parse(json) as JWK[];
  } catch {
    throw new OpsError(
      `Could not read the ${PERMIT_SECRET} secret to rotate it${result.status === 0 ? ' (it is not a JSON array of keys)' : ''}: nothing was changed.`,
    );
  }
}

function storeKeys(cli: FirebaseCli, project: string, keys: JWK[]): void {
  const args = ['functions:secrets:set', PERMIT_SECRET, '--project', project];
  const result = cli(
    [...args, '--data-file', '-', '--non-interactive', '--force'],
    JSON.stringify(keys),
  );
  if (result.status !== 0) {
    throw new OpsError(
      `\`npx firebase ${args.join(' ')}\` failed (${scrubbed(lastLine(result.stderr || result.stdout), keys) || 'no answer'}): the permit signing key was not stored, and nothing was deployed.`,
    );
  }
}

export type PermitKeysOutcome = 'kept' | 'created' | 'rotated' | 'dryRun';

/**
 * Makes sure PERMIT_SIGNING_KEYS exists in `project` (creating it the first time), or rotates it.
 * Says what it did in a line that names key ids at most.
 */
export async function ensurePermitSigningKeys(
  project: string,
  {
    dryRun = false,
    rotate = false,
    cli,
    log = console.log,
    now = new Date(),
  }: {
    dryRun?: boolean;
    rotate?: boolean;
    cli: FirebaseCli;
    log?: (line: string) => void;
    now?: Date;
  },
): Promise<PermitKeysOutcome> {
  log(`\n$ npx firebase functions:secrets:get ${PERMIT_SECRET} --project ${project} --json`);
  if (dryRun) {
    log(
      `Permit signing key: the ${PERMIT_SECRET} secret would be ${rotate ? 'rotated (a new key signs; the old ones still check)' : 'created if it does not exist yet'}.`,
    );
    return 'dryRun';
  }
  const fresh = await newPermitKey(now);
  if (!secretExists(cli, project)) {
    storeKeys(cli, project, [fresh]);
    log(`Permit signing key: made ${fresh.kid} and stored it as the ${PERMIT_SECRET} secret.`);
    return 'created';
  }
  if (!rotate) {
    log(`Permit signing key: the ${PERMIT_SECRET} secret exists; left as it is.`);
    return 'kept';
  }
  const current = currentKeys(cli, project);
  const keys = rotatedKeys(current, fresh);
  // Stored only if the function will load it (the first private, each with a kid).
  await loadPermitKeys(keys).catch((error: unknown) => {
    throw new OpsError(`The rotated ${PERMIT_SECRET} would not load: ${(error as Error).message}`);
  });
  storeKeys(cli, project, keys);
  log(
    `Permit signing key: ${fresh.kid} signs from this deploy; ${keys
      .slice(1)
      .map((key) => key.kid)
      .join(', ')} kept to check the permits already issued.`,
  );
  return 'rotated';
}

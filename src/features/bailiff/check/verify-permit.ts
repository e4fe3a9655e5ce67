/**
 * A permit checked on the phone, with no signal needed: its signature verified with `jose`
 * against the keys kept on the phone, then judged (src/config/membership.ts, judgePermit)
 * against the revocation list, the closed seasons and the waters' statuses for the water and day,
 * as the server judges a member looked up by number.
 */
import { compactVerify, createLocalJWKSet, errors, type JSONWebKeySet } from 'jose';
import {
  judgePermit,
  type DayRange,
  type PermitClaims,
  type PermitVerdict,
} from '../../../config/membership';
import { statusOn, type WaterStatus } from '../../../config/water-status';

/** Whom a verdict is about: a permit's claims, or what a look-up by number shows. */
export type Holder = Pick<PermitClaims, 'name' | 'num' | 'type' | 'photo'> &
  Partial<Pick<PermitClaims, 'kind' | 'from' | 'waters'>> & { until: string | null };

/** What the bailiff sees: the verdict and whom it is about, or why the code is not a permit. */
export type CheckResult =
  | { kind: 'judged'; claims: Holder; verdict: PermitVerdict }
  | { kind: 'notPermit'; message: string };

const JWS = /[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/;

/** The compact JWS in a scanned or pasted text (the bare token, or a link that carries it). */
export function tokenIn(text: string): string | null {
  return JWS.exec(text.trim())?.[0] ?? null;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isDay = (value: unknown): value is string =>
  isString(value) && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The payload as PermitClaims, or null when it is not one. */
export function claimsOf(payload: unknown): PermitClaims | null {
  const p = payload as Record<string, unknown> | null;
  if (typeof p !== 'object' || p === null) return null;
  const { jti, kind, name, num, type, waters, from, until, photo } = p;
  if (!isString(jti) || !isString(name) || !isString(num) || !isString(type)) return null;
  if (kind !== 'member' && kind !== 'day') return null;
  if (!Array.isArray(waters) || !waters.every(isString)) return null;
  if (!isDay(from) || !isDay(until)) return null;
  return { jti, kind, name, num, type, waters, from, until, ...(isString(photo) && { photo }) };
}

/** Verifies a token's signature and reads its claims; throws a sentence when it is not valid. */
export async function verifiedClaims(token: string, jwks: JSONWebKeySet): Promise<PermitClaims> {
  try {
    const { payload } = await compactVerify(token, createLocalJWKSet(jwks), {
      algorithms: ['ES256'],
    });
    const claims = claimsOf(JSON.parse(new TextDecoder().decode(payload)));
    if (!claims) throw new Error('not a permit');
    return claims;
  } catch (error) {
    if (error instanceof errors.JWKSNoMatchingKey) {
      throw new Error(
        'This permit is signed with a key this phone does not know. Sync with signal and try again.',
        { cause: error },
      );
    }
    throw new Error('This is not a genuine club permit: its signature does not check out.', {
      cause: error,
    });
  }
}

export interface CheckContext {
  jwks: JSONWebKeySet;
  revoked: ReadonlySet<string>;
  closedSeasons: Record<string, DayRange>;
  /** The statuses kept on the phone, by water name; none kept: no water counts as closed. */
  waterStatuses?: Record<string, WaterStatus> | undefined;
  water: string;
  today: string;
}

/** The waters closed on `today` by their kept statuses (one whose last day has passed is open). */
export function closedWatersOn(
  statuses: Record<string, WaterStatus> | undefined,
  today: string,
): Set<string> {
  return new Set(
    Object.entries(statuses ?? {})
      .filter(([, status]) => statusOn(status, today).state === 'closed')
      .map(([name]) => name),
  );
}

/** A scanned or typed code checked: a verdict on a genuine permit, or why it is not one. */
export async function checkToken(text: string, context: CheckContext): Promise<CheckResult> {
  const token = tokenIn(text);
  if (!token) return { kind: 'notPermit', message: 'That is not a permit code.' };
  try {
    const claims = await verifiedClaims(token, context.jwks);
    return { kind: 'judged', claims, verdict: judge(claims, context) };
  } catch (error) {
    return { kind: 'notPermit', message: (error as Error).message };
  }
}

export function judge(claims: PermitClaims, context: Omit<CheckContext, 'jwks'>): PermitVerdict {
  return judgePermit(
    claims,
    context.water,
    context.today,
    context.revoked,
    { closedSeasons: context.closedSeasons },
    closedWatersOn(context.waterStatuses, context.today),
  );
}

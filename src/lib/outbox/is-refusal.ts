/**
 * When a catch told to wait may be sent (ms since 1970): a per-identity limit
 * (api/submitter-limits.ts: a minute, the day's catches or drafts) says so in `retryAt`. Such a
 * catch is kept and sent then, never dropped (issue 32).
 */
export function retryAtOf(error: unknown): number | undefined {
  const retryAt = (error as { retryAt?: unknown } | null)?.retryAt;
  return typeof retryAt === 'number' ? retryAt : undefined;
}

/** Codes that mean "no connection right now, try again later", not "the server said no". */
const TRANSIENT = new Set([
  'unavailable',
  'deadline-exceeded',
  'aborted',
  'resource-exhausted',
  'internal',
  'storage/retry-limit-exceeded',
  'storage/canceled',
  'storage/unknown',
  'auth/network-request-failed',
]);

/**
 * Whether a failed send was the server refusing the catch (rules, invalid data): final, and shown
 * to the member with the reason. Anything else, or any failure while offline, is retried later.
 */
export function isRefusal(error: unknown, online: boolean): boolean {
  if (!online || retryAtOf(error) !== undefined) return false;
  const code = String((error as { code?: unknown } | null)?.code ?? '').replace(/^firestore\//, '');
  if (!code) return false;
  return !TRANSIENT.has(code);
}

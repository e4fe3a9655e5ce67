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
  // The club-wide cap (club-cap.ts): kept to be sent later, when the hour has passed.
  'catches/club-cap',
]);

/**
 * Whether a failed send was the server refusing the catch (rules, invalid data): final, and shown
 * to the member with the reason. Anything else, or any failure while offline, is retried later.
 */
export function isRefusal(error: unknown, online: boolean): boolean {
  if (!online) return false;
  const code = String((error as { code?: unknown } | null)?.code ?? '').replace(/^firestore\//, '');
  if (!code) return false;
  return !TRANSIENT.has(code);
}

/**
 * A short, human sentence for a failed Firebase or network call, instead of a silent console log.
 * Storage codes follow docs/product-spec.md §8; `action` says what was being done ("save the match").
 */
const MESSAGES: Record<string, string> = {
  'storage/unauthorized': 'You are not allowed to upload or change this file.',
  'storage/unauthenticated': 'Sign in again, then retry.',
  'storage/quota-exceeded':
    'The club has run out of photo storage. Please tell a committee member.',
  'storage/retry-limit-exceeded': 'The upload took too long. Check your signal and try again.',
  'storage/canceled': 'The upload was cancelled.',
  'storage/object-not-found': 'That file no longer exists.',
  'storage/invalid-format': 'That file could not be read as an image.',
  'storage/unknown': 'The photo service failed. Please try again.',
  'storage/invalid-checksum': 'The photo was damaged on the way. Please try again.',
  'storage/server-file-wrong-size': 'The photo was damaged on the way. Please try again.',
  'photo/unreadable':
    'That file could not be read as a photo. Please choose a JPEG, PNG or WebP picture.',
  aborted: 'Many catches were being sent at once. Please try again in a moment.',
  'resource-exhausted': 'The club website is busy. Please try again in a few minutes.',
  'permission-denied': 'You do not have permission to do that.',
  unavailable: 'The club database cannot be reached. Check your connection and try again.',
  'deadline-exceeded': 'The club database took too long to answer. Try again.',
  'not-found': 'That item no longer exists.',
  'auth/network-request-failed': 'You appear to be offline. Check your connection and try again.',
};

export function errorMessage(error: unknown, action?: string): string {
  const code = String((error as { code?: unknown } | null)?.code ?? '').replace(/^firestore\//, '');
  const known = MESSAGES[code];
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const reason = offline
    ? 'You appear to be offline. Check your connection and try again.'
    : (known ??
      (error instanceof Error && error.message ? error.message : 'Something went wrong.'));
  return action ? `Could not ${action}. ${reason}` : reason;
}

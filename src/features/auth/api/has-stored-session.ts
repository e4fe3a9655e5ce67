/**
 * Whether this browser holds a signed-in Firebase session. loadAuth() keeps sessions with
 * browserLocalPersistence, which stores them in localStorage under "firebase:authUser:<key>:<app>";
 * without one, a visitor's page has no reason to download Auth.
 */
export function hasStoredSession(): boolean {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith('firebase:authUser:'));
  } catch {
    // Storage blocked (privacy settings): Auth could not restore a session either.
    return false;
  }
}

/**
 * Whether this browser holds a signed-in Firebase session. loadAuth() keeps sessions with
 * browserLocalPersistence, which stores them in localStorage under "firebase:authUser:<key>:<app>";
 * without one, a visitor's page has no reason to download Auth. A member who submitted a catch
 * holds an anonymous session, which is no reason either: to the site they are a visitor.
 */
export function hasStoredSession(): boolean {
  try {
    return Object.keys(localStorage).some(
      (key) => key.startsWith('firebase:authUser:') && !isAnonymous(localStorage.getItem(key)),
    );
  } catch {
    // Storage blocked (privacy settings): Auth could not restore a session either.
    return false;
  }
}

function isAnonymous(stored: string | null): boolean {
  try {
    return (JSON.parse(stored ?? '') as { isAnonymous?: unknown }).isAnonymous === true;
  } catch {
    return false;
  }
}

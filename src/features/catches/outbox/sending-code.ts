/**
 * The Firebase code a catch's sending loads only as it sends: Auth (the submitter's identity,
 * api/submitter-identity.ts) and Storage (the photos' upload). Neither is a visitor's precache
 * (app/offline/visitor-precache.ts), so /catches fetches them ahead, with the form's own code,
 * while there is a signal: the service worker keeps them, and this page has them, so a catch saved
 * at the water with none is sent as soon as the signal returns, by this page or the next.
 * Modules imported, not called: which files they are is the bundler's business.
 */
export function loadSendingCode(): Promise<unknown> {
  return Promise.all([import('firebase/auth'), import('firebase/storage')]);
}

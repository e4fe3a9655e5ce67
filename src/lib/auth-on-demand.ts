/**
 * Firebase Auth for code that public pages import (/join, /day-tickets, /catches): lib/firebase.ts
 * and firebase/auth load with the first call, not with the module, so those pages hydrate before
 * any of Firebase is downloaded (e2e/auth-loading.spec.ts).
 */
import type { Auth } from 'firebase/auth';

export const loadAuthOnDemand = (): Promise<Auth> =>
  import('./firebase').then((firebase) => firebase.loadAuth());

/** Auth and the firebase/auth functions to call on it, both loaded with the first call. */
export const authWithSdk = () => Promise.all([loadAuthOnDemand(), import('firebase/auth')]);

/**
 * Starts a listener once what it needs has loaded (`load`, e.g. Auth and its SDK); the function
 * returned stops it, and before the load has finished keeps it from starting at all.
 */
export function listenWhenLoaded<T>(
  load: () => Promise<T>,
  listen: (loaded: T) => () => void,
): () => void {
  let unsubscribe: (() => void) | undefined;
  let stopped = false;
  void load().then((loaded) => {
    if (!stopped) unsubscribe = listen(loaded);
  });
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}

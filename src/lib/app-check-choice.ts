/**
 * Which App Check provider the site starts (src/lib/firebase.ts startAppCheck), from its settings.
 * A pure function, so each case is tested without a browser (app-check-choice.test.ts); the site's
 * own settings go through it in siteAppCheck, which needs none of the SDK (src/main.tsx asks it
 * before loading Firebase).
 *
 * - A debug token (VITE_APP_CHECK_DEBUG_TOKEN, a developer's own .env.development.local): the
 *   debug provider, for testing a build against a real project with enforcement on. Its token is
 *   registered in the console (App Check > Apps > Manage debug tokens); `true` makes the SDK invent
 *   one and print it. The SDK exchanges it with Google's App Check service.
 * - Deployed with a site key (VITE_APP_CHECK_SITE_KEY): reCAPTCHA Enterprise.
 * - Otherwise, the emulators included: nothing. The emulators ignore App Check tokens, and the
 *   debug provider's exchange needs Google's service, which an offline machine cannot reach: the
 *   SDK then logs console errors (which fail the end-to-end tests) and retries for nothing.
 */
import { emulators } from '../config/env';

export type AppCheckChoice =
  | { provider: 'none' }
  | { provider: 'debug'; debugToken: string | true; siteKey?: string }
  | { provider: 'recaptcha-enterprise'; siteKey: string };

export interface AppCheckSettings {
  /** VITE_USE_EMULATORS in effect (src/config/env.ts). */
  emulators: boolean;
  siteKey?: string | undefined;
  debugToken?: string | undefined;
  /** False on the server renderer, which has no page to attest. */
  inBrowser: boolean;
}

export function chooseAppCheck(settings: AppCheckSettings): AppCheckChoice {
  const siteKey = settings.siteKey?.trim() || undefined;
  const debugToken = settings.debugToken?.trim() || undefined;
  if (!settings.inBrowser) return { provider: 'none' };
  // Asked for by name, so honoured on the emulators too (where it only adds failing exchanges).
  if (debugToken) {
    return {
      provider: 'debug',
      debugToken: debugToken === 'true' ? true : debugToken,
      ...(siteKey ? { siteKey } : {}),
    };
  }
  if (settings.emulators || !siteKey) return { provider: 'none' };
  return { provider: 'recaptcha-enterprise', siteKey };
}

/** The choice for this build's settings (VITE_APP_CHECK_SITE_KEY, VITE_APP_CHECK_DEBUG_TOKEN). */
export function siteAppCheck(): AppCheckChoice {
  return chooseAppCheck({
    emulators: emulators.enabled,
    siteKey: import.meta.env.VITE_APP_CHECK_SITE_KEY,
    debugToken: import.meta.env.VITE_APP_CHECK_DEBUG_TOKEN,
    inBrowser: typeof window !== 'undefined',
  });
}

/**
 * Registers the service worker that vite.config.ts (installableApp) builds. Loaded with a dynamic
 * import once the page shows its content (main.tsx), so neither this nor workbox-window is in the
 * first download.
 */
import { Workbox } from 'workbox-window';
import { isPrivatePath } from '../../lib/private-path';
import { KEEP_COPY_HEADER } from './keep-copy';
import { setUpdateWaiting } from './update-state';

export function registerServiceWorker(): void {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // A newer deployment installed beside the running one waits (registerType 'prompt'): the page
  // keeps the version it started with until the member chooses to reload into the new one.
  workbox.addEventListener('waiting', () => {
    setUpdateWaiting(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  // The first visit's page arrived before the service worker existed, so nothing of it is kept
  // yet: once the worker controls the page, it is asked to keep what the page has loaded as it keeps
  // what comes later (Workbox's router answers CACHE_URLS messages through its routes):
  // - the scripts and fonts, so code that is not precached (a member's card, the catch form,
  //   /admin: cache on-demand-code, vite.config.ts) but that this page already runs also works
  //   with no signal, and the club's font shows (cache club-font);
  // - the page's HTML, as the later navigations' are kept (cache public-pages), so the next visit
  //   and a visit with no signal paint it at once; never a private page's (lib/private-path.ts).
  // 'force-cache' takes the copies the browser already holds from this visit, with no second
  // request to the server.
  if (!navigator.serviceWorker.controller) {
    workbox.addEventListener('controlling', () => {
      const page: [string, RequestInit][] = isPrivatePath(location.pathname)
        ? []
        : [[location.href, { cache: 'force-cache', headers: { [KEEP_COPY_HEADER]: '1' } }]];
      void workbox.messageSW({
        type: 'CACHE_URLS',
        payload: { urlsToCache: [...page, ...loadedAssets()] },
      });
    });
  }
  void workbox.register();
}

/**
 * The site's own scripts and font files this page has loaded (its first download and what it
 * imported since), as the service worker's rules for them name them.
 */
function loadedAssets(): [string, RequestInit][] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter(
      (url) => url.origin === location.origin && /^\/assets\/[^/]+\.(js|woff2)$/.test(url.pathname),
    )
    .map((url) => [url.href, { cache: 'force-cache' }]);
}

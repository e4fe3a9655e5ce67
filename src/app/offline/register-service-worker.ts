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
  // The first visit's page arrived before the service worker existed, so it is not kept yet: once
  // the worker controls the page, it keeps this page's HTML as the later navigations' are kept
  // (vite.config.ts, cache public-pages), so the next visit and a visit with no signal paint it at
  // once. 'force-cache' takes the copy the browser already holds from this visit, with no second
  // request to the server. Workbox's router answers CACHE_URLS messages through its routes.
  if (!navigator.serviceWorker.controller && !isPrivatePath(location.pathname)) {
    workbox.addEventListener('controlling', () => {
      void workbox.messageSW({
        type: 'CACHE_URLS',
        payload: {
          urlsToCache: [
            [location.href, { cache: 'force-cache', headers: { [KEEP_COPY_HEADER]: '1' } }],
          ],
        },
      });
    });
  }
  void workbox.register();
}

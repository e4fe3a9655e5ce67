/**
 * Registers the service worker that vite.config.ts (installableApp) builds. Loaded with a dynamic
 * import once the page shows its content (main.tsx), so neither this nor workbox-window is in the
 * first download.
 */
import { Workbox } from 'workbox-window';
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
  void workbox.register();
}

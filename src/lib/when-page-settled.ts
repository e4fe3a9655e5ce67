import type { QueryClient } from '@tanstack/react-query';

const CHECK_EVERY_MS = 250;

/** Whether an image is on screen (a lazy one there is loading, and is part of what shows). */
function inView(img: HTMLImageElement): boolean {
  const box = img.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
}

/**
 * Whether the page shows its content and answers clicks: React has hydrated it (app/layout/Layout.tsx
 * marks `<html data-interactive>`: a server-rendered page shows its content before any script has
 * run, and work started then would compete with hydration), the document has loaded, no query is
 * fetching, no spinner
 * (a lazy page's Suspense fallback or a page's own loading state) is in the main area, and its
 * images have arrived, but for lazy ones off screen (the catch thumbnails on /catches load lazily,
 * yet those on screen are the content). The load event alone is not enough: a lazy page's chunk,
 * its Firestore reads and its images all come after it.
 */
function pageSettled(queryClient: QueryClient): boolean {
  if (document.documentElement.dataset.interactive !== 'true') return false;
  if (document.readyState !== 'complete' || queryClient.isFetching() > 0) return false;
  const main = document.querySelector('main');
  if (!main || main.querySelector('[role="progressbar"]')) return false;
  return [...main.querySelectorAll('img')].every(
    (img) => img.complete || (img.loading === 'lazy' && !inView(img)),
  );
}

/**
 * Calls `callback` once the page shows its content and the browser is idle; returns a canceller.
 * Used to load Firebase Auth for a returning admin without delaying what the page is for.
 * Checked on a timer rather than through events: the conditions come from four different sources.
 */
export function whenPageSettled(queryClient: QueryClient, callback: () => void): () => void {
  let idle: number | undefined;
  const timer = window.setInterval(() => {
    if (!pageSettled(queryClient)) return;
    window.clearInterval(timer);
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(callback, { timeout: 5000 })
      : window.setTimeout(callback, 1000);
  }, CHECK_EVERY_MS);
  return () => {
    window.clearInterval(timer);
    if (idle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

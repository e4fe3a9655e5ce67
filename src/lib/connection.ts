import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { emulators } from '../config/env';

/** While a read has gone unanswered, how often the app checks whether the signal is back. */
export const CONNECTION_CHECK_MS = 10_000;

/** Where Firestore is reached: asked directly (never the service worker's copy) to test the line. */
const FIRESTORE_ORIGIN = emulators.enabled
  ? `http://${emulators.host}:${emulators.firestorePort}/`
  : 'https://firestore.googleapis.com/';

/**
 * Whether a request failed for want of an answer rather than because the server said no: the
 * Firestore SDK reports a fetch that never got a response as 'unknown' ("Request failed with
 * error: Failed to fetch") and a server that could not answer as 'unavailable'.
 */
export function gotNoAnswer(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  // Not any TypeError: one thrown by the app's own code is a bug to show, not a lost signal.
  return code === 'unavailable' || code === 'unknown';
}

/**
 * The app's one answer to "is there a connection?" (TanStack Query's onlineManager, which pauses
 * reads while offline). A phone at the waterside often says it is online with nothing getting
 * through (one bar, a captive Wi-Fi), so besides the browser's own `online`/`offline`, a request
 * that got no answer counts as offline (`noAnswer`), until the browser reports a connection or a
 * check of the line, every CONNECTION_CHECK_MS, gets through.
 */
export function hasConnection(): boolean {
  return navigator.onLine !== false && onlineManager.isOnline();
}

let checking: number | undefined;

export function noAnswer(): void {
  onlineManager.setOnline(false);
  if (checking !== undefined) return;
  checking = window.setInterval(() => {
    if (navigator.onLine === false) return;
    // Any answer at all, even an error status (opaque here), means the line works again.
    fetch(FIRESTORE_ORIGIN, { mode: 'no-cors', cache: 'no-store' }).then(
      () => onlineManager.setOnline(true),
      () => undefined,
    );
  }, CONNECTION_CHECK_MS);
}

// Online again by any account: no more checks.
onlineManager.subscribe((online) => {
  if (!online || checking === undefined) return;
  window.clearInterval(checking);
  checking = undefined;
});

/** Calls `callback` whenever a connection comes back; returns an unsubscribe. */
export function onConnection(callback: () => void): () => void {
  return onlineManager.subscribe((online) => {
    if (online) callback();
  });
}

/**
 * Calls `callback` once there is a connection: now, or when it comes back. For code fetched on
 * demand: a browser keeps a module whose fetch failed failed for the page's life (Chromium 150 does,
 * even once the signal is back), so such code is fetched only with a signal.
 */
export function whenConnected(callback: () => void): void {
  if (hasConnection()) return callback();
  const stop = onConnection(() => {
    stop();
    callback();
  });
}

const subscribeToOnline = onlineManager.subscribe.bind(onlineManager);
const isOnline = () => onlineManager.isOnline();

/** Whether the app counts itself online (onlineManager), re-rendering when that changes. */
export function useOnline(): boolean {
  // A server-rendered page is rendered online, and hydrates as such before it looks.
  return useSyncExternalStore(subscribeToOnline, isOnline, () => true);
}

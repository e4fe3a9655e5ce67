import { useSyncExternalStore } from 'react';

/**
 * Whether a new deployment is installed and waiting, and how to switch to it. Written by
 * register-service-worker.ts, read by the update prompt: a tiny store, so the prompt's code stays
 * out of the first download until there is something to say.
 */
type Accept = () => void;
let accept: Accept | null = null;
const listeners = new Set<() => void>();

export function setUpdateWaiting(onAccept: Accept): void {
  accept = onAccept;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The function that reloads into the new version, or null while there is none. */
export function useWaitingUpdate(): Accept | null {
  return useSyncExternalStore(
    subscribe,
    () => accept,
    () => null,
  );
}

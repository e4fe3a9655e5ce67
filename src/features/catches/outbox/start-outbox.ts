import { onConnection, whenConnected } from '../../../lib/connection';
import { failedToLoadCode } from '../../../lib/load-once';
import { indexedDbOutboxStore } from './outbox-store';

/**
 * The next visit's part of the outbox (main.tsx, once the page shows its content): only when
 * catches wait on this phone is the sending code (the outbox and submitCatch) loaded and started,
 * and only with a signal, when it can send: that code may not be on the phone (a new version of
 * the site has new files), and a module whose fetch failed stays failed for the page's life
 * (lib/connection.ts whenConnected). If it fails even so (one bar), it is tried again when the
 * connection comes back, where the browser allows, and otherwise by the next page opened.
 */
export async function startOutboxIfWaiting(): Promise<void> {
  const waiting = await indexedDbOutboxStore()
    .all()
    .catch(() => []);
  if (!waiting.some((entry) => entry.state === 'waiting' || entry.state === 'sending')) return;
  whenConnected(() => void startOutbox());
}

async function startOutbox(): Promise<void> {
  try {
    const outbox = await import('./catch-outbox');
    outbox.startOutbox();
  } catch (error) {
    if (!failedToLoadCode(error)) throw error;
    const stop = onConnection(() => {
      stop();
      void startOutbox();
    });
  }
}

import { indexedDbOutboxStore } from './outbox-store';

/**
 * The next visit's part of the outbox (main.tsx, once the page shows its content): only when catches wait on this phone
 * is the sending code (the outbox and submitCatch) loaded and started.
 */
export async function startOutboxIfWaiting(): Promise<void> {
  const waiting = await indexedDbOutboxStore()
    .all()
    .catch(() => []);
  if (!waiting.some((entry) => entry.state === 'waiting' || entry.state === 'sending')) return;
  const { startOutbox } = await import('./catch-outbox');
  startOutbox();
}

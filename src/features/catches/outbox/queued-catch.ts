import type { NewCatch } from '../api/submit-catch';

/**
 * A catch kept on the phone until it can be sent:
 * waiting (no signal yet, or told to wait: `reason`, `retryAt`) → sending → sent, or refused by
 * the club's server (with the reason).
 */
export type QueuedCatchState = 'waiting' | 'sending' | 'sent' | 'refused';

export interface QueuedCatch {
  /** Made on the phone and sent with the catch: a second send of it cannot store it twice. */
  id: string;
  /** The fields and the prepared photo and thumbnail; dropped once sent. */
  input: NewCatch | null;
  /** What the member sees in the list (the input's fish and water). */
  summary: string;
  state: QueuedCatchState;
  /** Why the server refused it (state 'refused'), or why it waits when not for signal. */
  reason?: string;
  /** Not sent before this time (ms since 1970): a per-identity limit said when (issue 32). */
  retryAt?: number;
  savedAt: number;
}

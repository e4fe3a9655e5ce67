import type { Queued, QueuedState } from '../../../lib/outbox/outbox';
import type { NewCatch } from '../api/submit-catch';

/** A catch kept on the phone until it can be sent (the shared outbox's states, lib/outbox). */
export type QueuedCatchState = QueuedState;

/** `input`: the fields and the prepared photo and thumbnail, dropped once sent. */
export type QueuedCatch = Queued<NewCatch>;

import { createOutbox as createSharedOutbox, type OutboxOptions } from '../../../lib/outbox/outbox';
import type { NewCatch } from '../api/submit-catch';

export type SendCatch = (input: NewCatch, id: string) => Promise<unknown>;

function summaryOf(input: NewCatch): string {
  return `${input.fishType.trim()}, ${input.catchLocation}`;
}

/**
 * The catches a member submitted with no signal, kept on the phone and sent once there is a
 * connection (the shared outbox, lib/outbox): a sent catch's line stays until the member has seen
 * it.
 */
export function createOutbox(options: Omit<OutboxOptions<NewCatch>, 'summarize' | 'keepSent'>) {
  return createSharedOutbox<NewCatch>({ ...options, summarize: summaryOf, keepSent: true });
}

export type Outbox = ReturnType<typeof createOutbox>;

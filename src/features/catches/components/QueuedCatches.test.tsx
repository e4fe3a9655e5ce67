import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { endSubmitterIdentity } from '../api/submitter-identity';
import { catchOutbox } from '../outbox/catch-outbox';
import type { QueuedCatch } from '../outbox/queued-catch';
import { QueuedCatches } from './QueuedCatches';

const queued = [
  { id: 'q1', summary: 'Carp 12 lb', state: 'waiting' },
  { id: 'q2', summary: 'Pike 8 lb', state: 'sent' },
] as QueuedCatch[];

// The outbox and the identity are tested on their own (outbox.test.ts, submitter-identity.int.test.ts).
vi.mock('../outbox/catch-outbox', () => ({
  useQueuedCatches: () => queued,
  startOutbox: () => undefined,
  catchOutbox: { remove: vi.fn(() => Promise.resolve()) },
}));
vi.mock('../api/submitter-identity', () => ({
  endSubmitterIdentity: vi.fn(() => Promise.resolve(true)),
}));
vi.mock('../api/submit-services', () => ({ siteServices: {} }));

describe('QueuedCatches: Not me', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks first, then removes every catch from the phone and ends the identity', async () => {
    const { user } = renderWithProviders(<QueuedCatches />);
    await user.click(screen.getByRole('button', { name: 'Not me' }));
    expect(catchOutbox.remove).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Not me' })).toHaveTextContent(
      'Any still waiting will not be sent.',
    );
    await user.click(screen.getByRole('button', { name: 'Remove them' }));
    await vi.waitFor(() => expect(endSubmitterIdentity).toHaveBeenCalledTimes(1));
    expect(vi.mocked(catchOutbox.remove).mock.calls.map(([id]) => id)).toEqual(['q1', 'q2']);
  });

  it('keeps everything when the member says Keep them', async () => {
    const { user } = renderWithProviders(<QueuedCatches />);
    await user.click(screen.getByRole('button', { name: 'Not me' }));
    await user.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(screen.getByRole('button', { name: 'Not me' })).toBeInTheDocument();
    expect(endSubmitterIdentity).not.toHaveBeenCalled();
  });
});

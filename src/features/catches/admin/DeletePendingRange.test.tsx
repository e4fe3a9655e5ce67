import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotifierContext } from '../../../components/notifications/notifier-context';
import { renderWithProviders } from '../../../testing/render';
import { pendingCatchIdsBetween, useDeletePendingCatches } from '../api/pending-in-range';
import { DeletePendingRange } from './DeletePendingRange';

// The dialog's wording and wiring are under test; finding and deleting run on the emulators in
// tests/catch-upkeep.int.test.ts.
vi.mock('../api/pending-in-range', () => ({
  pendingCatchIdsBetween: vi.fn(),
  useDeletePendingCatches: vi.fn(),
}));

describe('DeletePendingRange', () => {
  it('says the catches can be restored from Recently deleted, then deletes the ones found', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    vi.mocked(useDeletePendingCatches).mockReturnValue({ mutateAsync: remove } as never);
    vi.mocked(pendingCatchIdsBetween).mockResolvedValue(['a', 'b', 'c']);
    const notify = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <NotifierContext.Provider value={{ notify }}>
        <DeletePendingRange />
      </NotifierContext.Provider>,
    );

    await user.click(screen.getByRole('button', { name: 'Delete by time' }));
    await user.click(screen.getByRole('button', { name: 'Find catches' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(confirm).toHaveTextContent(/Delete the 3 catches waiting for approval submitted from/);
    expect(confirm).toHaveTextContent('You can restore them from Recently deleted for 90 days.');
    expect(confirm).not.toHaveTextContent(/cannot be undone/);

    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(remove).toHaveBeenCalledWith(['a', 'b', 'c']);
    expect(notify).toHaveBeenCalledWith('3 waiting catches deleted.', 'success');
  });

  it('says "it" for one catch', async () => {
    vi.mocked(useDeletePendingCatches).mockReturnValue({ mutateAsync: vi.fn() } as never);
    vi.mocked(pendingCatchIdsBetween).mockResolvedValue(['a']);
    const user = userEvent.setup();
    renderWithProviders(<DeletePendingRange />);
    await user.click(screen.getByRole('button', { name: 'Delete by time' }));
    await user.click(screen.getByRole('button', { name: 'Find catches' }));
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toHaveTextContent(
      'Delete the 1 catch waiting for approval submitted from',
    );
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toHaveTextContent(
      'You can restore it from Recently deleted for 90 days.',
    );
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ConfirmDelete } from './ConfirmDelete';

function renderConfirm(onDelete: (item: string) => Promise<unknown>, restorable = false) {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <ConfirmDelete
      item="Winter League"
      question={(item) => `Delete ${item}?`}
      done={(item) => `${item} was deleted.`}
      failureAction="delete the match"
      onDelete={onDelete}
      onClose={onClose}
      restorable={restorable}
    />,
  );
  return { ...view, onClose };
}

describe('ConfirmDelete', () => {
  it('asks, then deletes the item and closes', async () => {
    const onDelete = vi.fn().mockResolvedValue(undefined);
    const { user, onClose } = renderConfirm(onDelete);
    expect(screen.getByText(/Delete Winter League\? This action cannot be undone/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onDelete).toHaveBeenCalledWith('Winter League');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('stays open with the reason when the delete fails', async () => {
    const onDelete = vi
      .fn()
      .mockRejectedValue(Object.assign(new Error('x'), { code: 'unavailable' }));
    const { user, onClose } = renderConfirm(onDelete);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Could not delete the match/);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('a recorded delete says it can be restored, and its notice offers Undo', async () => {
    const undo = vi.fn().mockResolvedValue(undefined);
    const onDelete = vi.fn().mockResolvedValue({ path: 'matches/m1', rev: 2, undo });
    const { user } = renderConfirm(onDelete, true);
    expect(
      screen.getByText(
        /Delete Winter League\? You can restore it from Recently deleted for 90 days\./,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/cannot be undone/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onDelete).toHaveBeenCalledWith('Winter League');
  });

  it('cancels without deleting', async () => {
    const onDelete = vi.fn();
    const { user, onClose } = renderConfirm(onDelete);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onDelete).not.toHaveBeenCalled();
  });
});

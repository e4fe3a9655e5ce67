import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { DialogButton } from './DialogButton';

describe('DialogButton', () => {
  it('mounts its dialog only while open, and closes it when the dialog says so', async () => {
    const { user } = renderWithProviders(
      <DialogButton
        label="Add Fish"
        dialog={(close) => (
          <button type="button" onClick={close}>
            Close the fish dialog
          </button>
        )}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Close the fish dialog' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Fish' }));
    await user.click(screen.getByRole('button', { name: 'Close the fish dialog' }));
    expect(screen.queryByRole('button', { name: 'Close the fish dialog' })).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { useEditCatch } from '../api/edit-catch';
import type { Catch } from '../types';
import { CatchEditDialog } from './CatchEditDialog';

// The form's checks are under test; the edit itself runs on the emulator (catches-admin.int.test.ts).
vi.mock('../api/edit-catch', () => ({ useEditCatch: vi.fn() }));

const entry: Catch = {
  id: 'c1',
  memberName: 'Ellie Marsh',
  fishType: 'Common Carp',
  catchLocation: 'Warrens Green',
  fishLbs: 9,
  fishOz: 4,
  imgURL: 'https://example.org/c1.jpg',
  isPublic: false,
  orderRank: 1,
};

describe('CatchEditDialog', { timeout: 30_000 }, () => {
  it('names the fish now chosen in the plausibility sentence, as the fish changes', async () => {
    vi.mocked(useEditCatch).mockReturnValue({ mutateAsync: vi.fn() } as never);
    const { user } = renderWithProviders(<CatchEditDialog entry={entry} onClose={vi.fn()} />);
    const lbs = screen.getByRole('textbox', { name: 'Lbs' });
    const fish = screen.getByRole('textbox', { name: 'Fish' });
    await user.clear(lbs);
    await user.type(lbs, '80');
    await user.tab();
    expect(
      await screen.findByText(
        /^A Common Carp that heavy is not plausible: the limit is 74 lb 13 oz/,
      ),
    ).toBeInTheDocument();

    // Changing the fish (its first edit) re-reads the weight at once.
    await user.clear(fish);
    await user.type(fish, 'tench');
    expect(
      await screen.findByText(/^A Tench that heavy is not plausible: the limit is 16 lb 11 oz/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Common Carp that heavy/)).not.toBeInTheDocument();
    await user.clear(lbs);
    await user.type(lbs, '12');
    await waitFor(() => expect(screen.queryByText(/that heavy/)).not.toBeInTheDocument());
  });
});

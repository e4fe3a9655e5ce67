import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { useAddMatch } from '../api/add-match';
import { AddMatchDialog } from './AddMatchDialog';

// The dialog's validation is under test; addMatch itself runs on the emulator in
// matches-admin.int.test.ts.
vi.mock('../api/add-match', () => ({ useAddMatch: vi.fn() }));

function setup() {
  const mutate = vi.fn();
  vi.mocked(useAddMatch).mockReturnValue({ mutate, isPending: false } as never);
  const onClose = vi.fn();
  const view = renderWithProviders(<AddMatchDialog open onClose={onClose} />);
  const add = () => screen.getByRole('button', { name: 'Add Match' });
  return { ...view, mutate, onClose, add };
}

// Typing through userEvent is slow on a busy machine: a generous limit, not a timed assertion.
describe('AddMatchDialog', { timeout: 20_000 }, () => {
  it('needs description, location, draw time and date before Add Match is enabled', async () => {
    const { user, add } = setup();
    expect(add()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Description/), 'Winter League');
    await user.type(screen.getByLabelText(/^Location/), 'Weston');
    fireEvent.change(screen.getByLabelText(/^Draw Time/), { target: { value: '08:00' } });
    expect(add()).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2027-01-09' } });
    await vi.waitFor(() => expect(add()).toBeEnabled());
    await user.clear(screen.getByLabelText(/^Location/));
    expect(add()).toBeDisabled();
  });

  it('title-cases description and location as typed and stores the day as UTC midnight', async () => {
    const { user, add, mutate } = setup();
    await user.type(screen.getByLabelText(/^Description/), 'wINTER league round 2');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Winter League Round 2');
    await user.type(screen.getByLabelText(/^Location/), 'warrens green');
    expect(screen.getByLabelText(/^Location/)).toHaveValue('Warrens Green');
    fireEvent.change(screen.getByLabelText(/^Draw Time/), { target: { value: '07:30' } });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2027-01-09' } });
    await vi.waitFor(() => expect(add()).toBeEnabled());
    await user.click(add());
    expect(mutate).toHaveBeenCalledWith(
      {
        description: 'Winter League Round 2',
        location: 'Warrens Green',
        drawTime: '07:30',
        date: new Date(Date.UTC(2027, 0, 9)),
      },
      expect.anything(),
    );
  });

  it('Cancel empties the form and closes', async () => {
    const { user, onClose } = setup();
    await user.type(screen.getByLabelText(/^Description/), 'x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByLabelText(/^Description/)).toHaveValue('');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { MatchDialog } from './MatchDialog';

// The dialog's validation and the api's form conversion are under test; addMatch itself runs on
// the emulator in matches-admin.int.test.ts.
const create = vi.hoisted(() => vi.fn());
vi.mock('../api/matches-collection', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/matches-collection')>();
  return { ...actual, matchesCollection: { ...actual.matchesCollection, create } };
});

async function setup(mutateAsync = vi.fn().mockResolvedValue('new-id')) {
  create.mockImplementation(mutateAsync);
  const onClose = vi.fn();
  const view = renderWithProviders(<MatchDialog onClose={onClose} />);
  const add = () => screen.getByRole('button', { name: 'Add Match' });
  // The pickers load with the first form that has one: a generous limit for that chunk on a busy
  // machine (a wait, not a timed assertion).
  await screen.findByRole('group', { name: /^Date/ }, { timeout: 10_000 });
  return { ...view, mutateAsync, onClose, add };
}

/**
 * The picker's own text input (MUI X keeps one, hidden, behind the typed sections): changing it
 * is what typing the whole value does.
 */
function pick(label: RegExp, text: string) {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
  fireEvent.change(input!, { target: { value: text } });
}

// Typing through userEvent is slow on a busy machine: a generous limit, not a timed assertion.
describe('MatchDialog', { timeout: 20_000 }, () => {
  it('needs description, location, draw time and date before Add Match is enabled', async () => {
    const { user, add } = await setup();
    expect(add()).toBeDisabled();
    expect(screen.getByRole('group', { name: /^Date/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Description/), 'Winter League');
    await user.type(screen.getByLabelText(/^Location/), 'Weston');
    pick(/^Draw Time/, '08:00');
    expect(add()).toBeDisabled();
    pick(/^Date/, '09/01/2027');
    await vi.waitFor(() => expect(add()).toBeEnabled());
    await user.clear(screen.getByLabelText(/^Location/));
    expect(add()).toBeDisabled();
    expect(await screen.findByText('Enter the location.')).toBeInTheDocument();
  });

  it("offers the club's waters as the location is typed, and takes an away venue too", async () => {
    await setup();
    const location = screen.getByLabelText(/^Location/);
    const list = document.getElementById(location.getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
      'Weston',
      'Warrens Green',
      'Clay End',
    ]);
    expect(screen.getByText('One of the club’s waters, or the away venue’s name.')).toBeVisible();
  });

  it('title-cases description and location as typed and stores the day as UTC midnight', async () => {
    const { user, add, mutateAsync, onClose } = await setup();
    await user.type(screen.getByLabelText(/^Description/), 'wINTER league round 2');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Winter League Round 2');
    await user.type(screen.getByLabelText(/^Location/), 'warrens green');
    expect(screen.getByLabelText(/^Location/)).toHaveValue('Warrens Green');
    pick(/^Draw Time/, '07:30');
    pick(/^Date/, '09/01/2027');
    await vi.waitFor(() => expect(add()).toBeEnabled());
    await user.click(add());
    expect(mutateAsync).toHaveBeenCalledWith({
      description: 'Winter League Round 2',
      location: 'Warrens Green',
      drawTime: '07:30',
      date: new Date(Date.UTC(2027, 0, 9)),
    });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('keeps the match typed when the save fails, and says why', async () => {
    const failing = vi
      .fn()
      .mockRejectedValue(Object.assign(new Error('x'), { code: 'unavailable' }));
    const { user, add, onClose } = await setup(failing);
    await user.type(screen.getByLabelText(/^Description/), 'Summer Open');
    await user.type(screen.getByLabelText(/^Location/), 'Clay End');
    pick(/^Draw Time/, '06:45');
    pick(/^Date/, '04/07/2027');
    await vi.waitFor(() => expect(add()).toBeEnabled());
    await user.click(add());
    expect(await screen.findByRole('alert')).toHaveTextContent(/Could not add the match/);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Summer Open');
    expect(add()).toBeEnabled();
  });

  it('Cancel closes without saving', async () => {
    const { user, onClose, mutateAsync } = await setup();
    await user.type(screen.getByLabelText(/^Description/), 'x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(mutateAsync).not.toHaveBeenCalled();
  });
});

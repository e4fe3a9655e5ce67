import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { CrudList, type CrudListProps } from './CrudList';

interface Fish {
  id: string;
  name: string;
}
const rows: Fish[] = [
  { id: 'a', name: 'Carp' },
  { id: 'b', name: 'Tench' },
];
const loaded = (data: Fish[]) => ({ isPending: false, isError: false, error: null, data });

function renderList(props: Partial<CrudListProps<Fish, Fish[]>> = {}) {
  return renderWithProviders(
    <CrudList
      label="Fish"
      query={loaded(rows)}
      // No rowName: the buttons read "Edit Tench" from the first column.
      columns={[{ header: 'Name', render: (fish) => fish.name }]}
      {...props}
    />,
  );
}

describe('CrudList', () => {
  it('says it is loading, then lists the rows with their own buttons, Edit and Delete', async () => {
    const view = renderList({
      query: { isPending: true, isError: false, error: null, data: undefined },
    });
    expect(screen.getByLabelText('Loading the fish')).toBeInTheDocument();
    view.unmount();

    const { user } = renderList({
      editDialog: (fish) => (close) => (
        <button type="button" onClick={close}>
          Editing {fish.name}
        </button>
      ),
      actions: () => [{ label: 'Weigh', onClick: vi.fn() }],
      remove: {
        question: (fish) => `Delete ${fish.name}?`,
        onDelete: vi.fn().mockResolvedValue(undefined),
        done: (fish) => `${fish.name} deleted.`,
        failureAction: 'delete the fish',
        allowed: (fish) => fish.id !== 'b',
      },
    });
    expect(screen.getByRole('button', { name: 'Weigh Carp' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Edit Tench' }));
    await user.click(screen.getByRole('button', { name: 'Editing Tench' }));
    expect(screen.queryByRole('button', { name: 'Editing Tench' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Tench' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Delete Carp' }));
    expect(screen.getByText(/Delete Carp\? This action cannot be undone/)).toBeVisible();
  });

  it('deletes a row once confirmed', async () => {
    const onDelete = vi.fn().mockResolvedValue(undefined);
    const { user } = renderList({
      remove: {
        question: (fish) => `Delete ${fish.name}?`,
        onDelete,
        done: (fish) => `${fish.name} deleted.`,
        failureAction: 'delete the fish',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Delete Tench' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onDelete).toHaveBeenCalledWith(rows[1]);
  });

  it('turns every button off while busy, and says when there is nothing', () => {
    const view = renderList({ busy: true, editTo: (fish) => `/fish/${fish.id}` });
    expect(screen.getByRole('link', { name: 'Edit Carp' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    view.unmount();
    renderList({ query: loaded([]) });
    expect(screen.getByText('No fish yet.')).toBeInTheDocument();
  });
});

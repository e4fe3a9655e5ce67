import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchMediaFor } from '../../testing/match-media';
import { renderWithProviders } from '../../testing/render';
import { AdminList, type AdminColumn } from './AdminList';

interface Row {
  id: string;
  name: string;
  email: string;
}
const rows: Row[] = [
  { id: 'a', name: 'Linda Moss', email: 'linda.moss.secretary@priory-angling-club.example' },
  { id: 'b', name: 'Raj Patel', email: 'raj@pac.example' },
];
const columns: AdminColumn<Row>[] = [
  { header: 'Name', render: (row) => row.name },
  { header: 'Email', render: (row) => row.email, long: true },
];

function renderList(onDelete = vi.fn(), selection?: Parameters<typeof AdminList>[0]['selection']) {
  return renderWithProviders(
    <AdminList
      label="People"
      rows={rows}
      rowKey={(row) => row.id}
      rowName={(row) => row.name}
      columns={columns}
      actions={(row) => [
        { label: 'Edit', to: `/edit/${row.id}` },
        { label: 'Delete', color: 'error', onClick: () => onDelete(row) },
      ]}
      selection={selection}
    />,
  );
}

/** Pretends the screen is narrower than 768 px (jsdom has no layout). */
function asPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    matchMediaFor((query) => /max-width/.test(query)),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('AdminList', () => {
  it('is a table with a column per field and an Action column on a wide screen', async () => {
    const onDelete = vi.fn();
    const { user } = renderList(onDelete);
    const table = screen.getByRole('table', { name: 'People' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Action']);
    expect(within(table).getByRole('link', { name: 'Edit Raj Patel' })).toHaveAttribute(
      'href',
      '/edit/b',
    );
    await user.click(within(table).getByRole('button', { name: 'Delete Linda Moss' }));
    expect(onDelete).toHaveBeenCalledWith(rows[0]);
  });

  it('is a list of cards with every field and action, labelled, on a phone', async () => {
    asPhone();
    const onDelete = vi.fn();
    const { user } = renderList(onDelete);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Email')).toBeInTheDocument();
    expect(first.getByText(rows[0]!.email)).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(first.getByRole('link', { name: 'Edit Linda Moss' })).toBeInTheDocument();
    await user.click(first.getByRole('button', { name: 'Delete Linda Moss' }));
    expect(onDelete).toHaveBeenCalledWith(rows[0]);
  });

  it('lets rows be chosen one by one or all at once', async () => {
    const onChange = vi.fn();
    const { user, rerender } = renderList(vi.fn(), { selected: [], onChange });
    await user.click(screen.getByRole('checkbox', { name: 'Select Raj Patel' }));
    expect(onChange).toHaveBeenLastCalledWith(['b']);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b']);
    rerender(
      <AdminList
        label="People"
        rows={rows}
        rowKey={(row) => row.id}
        rowName={(row) => row.name}
        columns={columns}
        selection={{ selected: ['a', 'b'], onChange }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Linda Moss' }));
    expect(onChange).toHaveBeenLastCalledWith(['b']);
  });

  it('says so when there is nothing to list', () => {
    renderWithProviders(
      <AdminList
        label="People"
        rows={[]}
        rowKey={() => ''}
        rowName={() => ''}
        columns={columns}
        emptyText="No people yet."
      />,
    );
    expect(screen.getByText('No people yet.')).toBeInTheDocument();
  });
});

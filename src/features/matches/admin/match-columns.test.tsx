import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminList } from '../../../components/admin/AdminList';
import { renderWithProviders } from '../../../testing/render';
import type { Match } from '../types';
import { theme } from '../../../app/theme';
import { matchColumns } from './match-columns';

const now = new Date(Date.UTC(2026, 10, 22, 12));
function renderList(matches: Match[]) {
  return renderWithProviders(
    <AdminList
      label="Matches"
      rows={matches}
      rowKey={(row) => row.id}
      rowName={(row) => row.description}
      columns={matchColumns(now)}
    />,
  );
}

const match = (id: string, date: Date): Match => ({
  id,
  date,
  description: `Match ${id}`,
  location: 'Weston',
  drawTime: '08:00',
});

describe('the matches list', () => {
  it('shows past dates in bold red with "(past)" and upcoming ones plainly, as dd/mm/yyyy', () => {
    renderList([
      match('old', new Date(Date.UTC(2026, 9, 1))),
      match('next', new Date(Date.UTC(2026, 11, 6))),
    ]);
    const [, oldRow, nextRow] = screen.getAllByRole('row');
    const oldDate = within(oldRow!).getAllByRole('cell')[0]!;
    expect(oldDate).toHaveTextContent('01/10/2026 (past)');
    // The theme's error red, through its CSS variable (the e2e test checks the rendered colour).
    expect(oldDate).toHaveStyle({ fontWeight: '700', color: theme.palette.error.main });
    const nextDate = within(nextRow!).getAllByRole('cell')[0]!;
    expect(nextDate).toHaveTextContent(/^06\/12\/2026$/);
    expect(nextDate).not.toHaveStyle({ fontWeight: '700' });
  });

  it('counts yesterday as not yet past, like the public hide-past filter', () => {
    renderList([match('yesterday', new Date(Date.UTC(2026, 10, 21, 13)))]);
    expect(screen.getByText('21/11/2026')).toBeInTheDocument();
    expect(screen.queryByText(/past/)).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import type { Match } from '../types';
import { theme } from '../../../app/theme';
import { MatchesAdminTable } from './MatchesAdminTable';

const now = new Date(Date.UTC(2026, 10, 22, 12));
const match = (id: string, date: Date): Match => ({
  id,
  date,
  description: `Match ${id}`,
  location: 'Weston',
  drawTime: '08:00',
});

describe('MatchesAdminTable', () => {
  it('shows past dates in bold red with "(past)" and upcoming ones plainly, as dd/mm/yyyy', () => {
    renderWithProviders(
      <MatchesAdminTable
        now={now}
        onDelete={vi.fn()}
        matches={[
          match('old', new Date(Date.UTC(2026, 9, 1))),
          match('next', new Date(Date.UTC(2026, 11, 6))),
        ]}
      />,
    );
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
    renderWithProviders(
      <MatchesAdminTable
        now={now}
        onDelete={vi.fn()}
        matches={[match('yesterday', new Date(Date.UTC(2026, 10, 21, 13)))]}
      />,
    );
    expect(screen.getByText('21/11/2026')).toBeInTheDocument();
    expect(screen.queryByText(/past/)).not.toBeInTheDocument();
  });

  it('asks to delete the chosen match', async () => {
    const onDelete = vi.fn();
    const m = match('x', new Date(Date.UTC(2026, 11, 6)));
    const { user } = renderWithProviders(
      <MatchesAdminTable now={now} onDelete={onDelete} matches={[m]} />,
    );
    await user.click(screen.getByRole('button', { name: /Delete Match x/ }));
    expect(onDelete).toHaveBeenCalledWith(m);
  });
});

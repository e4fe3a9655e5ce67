import { queryOptions } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInAs } from '../../../testing/render';
import type { MatchWithResult } from '../types';
import { ManageMatchesPage } from './ManageMatchesPage';

// The page's order is under test; the list's read and writes run on the emulator in
// matches-admin.int.test.ts.
const rows = vi.hoisted(() => ({ current: [] as MatchWithResult[] }));
vi.mock('../api/get-matches', () => ({
  matchesQuery: queryOptions({ queryKey: ['matches'], queryFn: async () => rows.current }),
}));

function match(id: string, days: number): MatchWithResult {
  const now = new Date();
  const date = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + days));
  return { id, date, description: `Match ${id}`, location: 'Weston', drawTime: '08:00' };
}

const descriptions = (label: string) =>
  within(screen.getByRole('table', { name: label }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('ManageMatchesPage', () => {
  it('opens at the next match, the past ones (latest first) behind one control', async () => {
    rows.current = [
      match('lastMonth', -30),
      match('lastWeek', -7),
      match('next', 7),
      match('later', 40),
    ];
    const { user } = renderWithProviders(<ManageMatchesPage />, {
      auth: signedInAs({ manageMatches: true }),
    });
    await screen.findByRole('table', { name: 'Matches' });
    expect(descriptions('Matches')).toEqual(['Match next', 'Match later']);
    expect(screen.queryByText(/\(past\)/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show past matches (2)' }));
    expect(descriptions('Past matches')).toEqual(['Match lastWeek', 'Match lastMonth']);
    expect(screen.getAllByText(/\(past\)$/)).toHaveLength(2);
  });
});

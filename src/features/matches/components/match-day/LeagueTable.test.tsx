import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../testing/render';
import { leagueTable } from '../../match-day/league';
import { positionsFromWeights } from '../../match-day/positions';
import { LeagueTable } from './LeagueTable';

const match = (matchId: string, day: number, weights: [string, number | null][]) => ({
  matchId,
  date: new Date(Date.UTC(2026, 4, day)),
  results: positionsFromWeights(
    weights.map(([angler, weightDr], i) => ({ angler, peg: i + 1, weightDr })),
  ),
});

describe('LeagueTable', () => {
  it('shows position, angler, points, matches fished and total weight; dropped results marked', () => {
    const rows = leagueTable(
      [
        match('m1', 1, [
          ['Ann', 2560],
          ['Bob', 256],
        ]),
        match('m2', 8, [
          ['Bob', 512],
          ['Ann', null],
        ]),
      ],
      { scheme: { kind: 'byPosition' }, bestOf: 1 },
    );
    renderWithProviders(<LeagueTable rows={rows} />);
    const table = screen.getByRole('table', { name: 'League table' });
    const body = within(table).getAllByRole('row').slice(1);
    // Both count 2 points (best 1 of 2); Ann's 10 lb beats Bob's 3 lb.
    expect(
      body.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', 'Ann2 · 1 (dropped)', '2', '2', '10 lb 0 oz 0 dr'],
      ['2', 'Bob1 (dropped) · 2', '2', '2', '3 lb 0 oz 0 dr'],
    ]);
    expect(within(body[0]!).getByTitle('dropped').tagName).toBe('S');
  });
});

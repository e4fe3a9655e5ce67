import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryResult } from '../../../../testing/query-result';
import { renderWithProviders } from '../../../../testing/render';
import { useMatch } from '../../api/get-match';
import { usePublishedDraw, useResults } from '../../api/get-match-day';
import { MatchPage } from './MatchPage';

vi.mock('../../api/get-match', () => ({ useMatch: vi.fn() }));
vi.mock('../../api/get-match-day', () => ({ usePublishedDraw: vi.fn(), useResults: vi.fn() }));

const match = {
  id: 'm1',
  date: new Date('2026-05-02T00:00:00Z'),
  location: 'Weston',
  description: 'May Open',
  drawTime: '08:00',
};

function rows(name: string) {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

describe('MatchPage', () => {
  it('shows the results (DNW for did not weigh), the published draw and a calendar link', () => {
    vi.mocked(useMatch).mockReturnValue(queryResult.success(match));
    vi.mocked(useResults).mockReturnValue(
      queryResult.success({
        ...match,
        matchId: 'm1',
        entries: [
          { position: 1, angler: 'Ann', peg: 4, weightDr: 3204 },
          { position: 2, angler: 'Bob', peg: 9, weightDr: null },
        ],
      }),
    );
    vi.mocked(usePublishedDraw).mockReturnValue(
      queryResult.success({
        matchId: 'm1',
        anglers: ['Ann', 'Bob'],
        pegs: [4, 9],
        seed: 1,
        published: true,
        assignments: [
          { angler: 'Bob', peg: 9 },
          { angler: 'Ann', peg: 4 },
        ],
      }),
    );
    renderWithProviders(<MatchPage />, { route: '/matches/m1', path: '/matches/:id' });
    // Headed as the match itself, not "Match Results".
    expect(screen.getByRole('heading', { level: 1, name: 'May Open' })).toBeInTheDocument();
    expect(screen.getByText('02/05/2026 at Weston, draw 08:00')).toBeInTheDocument();
    expect(rows('Results')).toEqual([
      ['1', 'Ann', '4', '12 lb 8 oz 4 dr'],
      ['2', 'Bob', '9', 'DNW'],
    ]);
    expect(rows('Peg draw')).toEqual([
      ['4', 'Ann'],
      ['9', 'Bob'],
    ]);
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      'http://localhost:3001/calendar/matches/m1.ics',
    );
    expect(document.title).toBe('Priory Angling Club - May Open');
  });

  it('says so before the results and the draw are published, and for an unknown match', () => {
    vi.mocked(useMatch).mockReturnValue(queryResult.success(match));
    vi.mocked(useResults).mockReturnValue(queryResult.success(null));
    vi.mocked(usePublishedDraw).mockReturnValue(queryResult.success(null));
    const { unmount } = renderWithProviders(<MatchPage />, {
      route: '/matches/m1',
      path: '/matches/:id',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'May Open' })).toBeInTheDocument();
    expect(
      screen.getByText('The results will be here once the match is weighed in.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The draw is not published yet.')).toBeInTheDocument();
    unmount();

    vi.mocked(useMatch).mockReturnValue(queryResult.success(null));
    renderWithProviders(<MatchPage />, { route: '/matches/zz', path: '/matches/:id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Match not found' })).toBeInTheDocument();
    expect(screen.getByText("There is no such match on the club's list.")).toBeInTheDocument();
  });
});

import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryResult } from '../../../testing/query-result';
import { renderWithProviders } from '../../../testing/render';
import { usePastMatches, useUpcomingMatches } from '../api/get-match-list';
import { type PastMatchesPage } from '../api/read-match-list';
import { useMatchRules } from '../api/get-match-rules';
import type { MatchRule, MatchWithResult } from '../types';
import { MatchesPage } from './MatchesPage';

vi.mock('../api/get-match-list', () => ({ useUpcomingMatches: vi.fn(), usePastMatches: vi.fn() }));
vi.mock('../api/get-match-rules', () => ({ useMatchRules: vi.fn() }));

const match = (description: string, iso: string, winner?: MatchWithResult['winner']) => ({
  id: description.toLowerCase().replaceAll(' ', '-'),
  date: new Date(iso),
  location: 'Weston',
  description,
  drawTime: '08:00',
  ...(winner ? { winner } : {}),
});

const upcoming = [
  match('Pike Pairs', '2026-06-14T11:00:00Z'),
  match('Summer Series', '2026-07-01T00:00:00Z'),
];
// Most recent first, as the api pages them.
const past = [
  match('Spring Silverfish', '2026-04-02T00:00:00Z', { angler: 'Ann Smith', weightDr: 3204 }),
  match('Winter Open', '2026-01-10T00:00:00Z'),
];
const rules: MatchRule[] = [
  { id: 'b', rank: 2, value: 'Fishing starts on the whistle.' },
  { id: 'a', rank: 1, value: 'Pools are optional.' },
];

function pastResult(
  pages: PastMatchesPage[],
  more = false,
): UseInfiniteQueryResult<InfiniteData<PastMatchesPage>, Error> {
  return {
    ...queryResult.success({ pages, pageParams: [] }),
    hasNextPage: more,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
  } as unknown as UseInfiniteQueryResult<InfiniteData<PastMatchesPage>, Error>;
}

function dataRows() {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

function showing(more = false) {
  vi.mocked(useUpcomingMatches).mockReturnValue(queryResult.success(upcoming));
  vi.mocked(usePastMatches).mockReturnValue(pastResult([{ matches: past }], more));
  vi.mocked(useMatchRules).mockReturnValue(queryResult.success(rules));
}

describe('MatchesPage', () => {
  it('shows one spinner while the matches load; the rules wait, hidden, below them', () => {
    vi.mocked(useUpcomingMatches).mockReturnValue(queryResult.pending());
    vi.mocked(usePastMatches).mockReturnValue(queryResult.pending() as never);
    vi.mocked(useMatchRules).mockReturnValue(queryResult.pending());
    renderWithProviders(<MatchesPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Priory Angling Club Match List' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(
      screen.queryByRole('heading', { name: 'Priory Angling Club Match Rules' }),
    ).not.toBeInTheDocument();
    expect(document.title).toBe('Priory Angling Club - Matches');
  });

  it('opens on the upcoming matches, past ones hidden and not read', () => {
    showing();
    renderWithProviders(<MatchesPage />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date',
      'Location',
      'Description',
      'Draw Time',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Hide Past Matches' })).toBeChecked();
    expect(dataRows().map((row) => row[2])).toEqual(['Pike Pairs', 'Summer Series']);
    expect(vi.mocked(usePastMatches)).toHaveBeenLastCalledWith(false);
    // One control: no button for older matches.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('unticked, lists the past then the upcoming matches by date; a past winner with their weight', async () => {
    showing();
    const { user } = renderWithProviders(<MatchesPage />);
    await user.click(screen.getByRole('checkbox', { name: 'Hide Past Matches' }));
    expect(vi.mocked(usePastMatches)).toHaveBeenLastCalledWith(true);
    expect(dataRows()).toEqual([
      ['10/01/2026', 'Weston', 'Winter Open', '08:00'],
      ['02/04/2026', 'Weston', 'Spring SilverfishWon by Ann Smith, 12 lb 8 oz 4 dr', '08:00'],
      ['14/06/2026', 'Weston', 'Pike Pairs', '08:00'],
      ['01/07/2026', 'Weston', 'Summer Series', '08:00'],
    ]);
    expect(screen.getByRole('link', { name: 'Spring Silverfish' })).toHaveAttribute(
      'href',
      '/matches/spring-silverfish',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Hide Past Matches' }));
    expect(dataRows()).toHaveLength(2);
  });

  it('unticked, reads the older pages itself until every past match is listed', async () => {
    showing(true);
    const { user } = renderWithProviders(<MatchesPage />);
    expect(
      vi.mocked(usePastMatches).mock.results.at(-1)?.value.fetchNextPage,
    ).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Hide Past Matches' }));
    expect(vi.mocked(usePastMatches).mock.results.at(-1)?.value.fetchNextPage).toHaveBeenCalled();
  });

  it('says so when no upcoming match is left', () => {
    showing();
    vi.mocked(useUpcomingMatches).mockReturnValue(queryResult.success([]));
    renderWithProviders(<MatchesPage />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No upcoming matches are listed.')).toBeInTheDocument();
  });

  it('lists the match rules as "rank) value" by rank', () => {
    showing();
    renderWithProviders(<MatchesPage />);
    const section = screen.getByRole('region', { name: 'Priory Angling Club Match Rules' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1) Pools are optional.', '2) Fishing starts on the whistle.']);
  });

  it('says in words when the matches or the rules cannot be loaded', () => {
    vi.mocked(useUpcomingMatches).mockReturnValue(queryResult.error());
    vi.mocked(usePastMatches).mockReturnValue(pastResult([]));
    vi.mocked(useMatchRules).mockReturnValue(queryResult.error());
    renderWithProviders(<MatchesPage />);
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      expect.stringContaining('Could not load the match list.'),
      expect.stringContaining('Could not load the match rules.'),
    ]);
  });
});

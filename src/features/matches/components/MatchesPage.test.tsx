import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryResult } from '../../../testing/query-result';
import { renderWithProviders } from '../../../testing/render';
import { useMatchRules } from '../api/get-match-rules';
import { useMatches } from '../api/get-matches';
import type { Match, MatchRule } from '../types';
import { MatchesPage } from './MatchesPage';

vi.mock('../api/get-matches', () => ({ useMatches: vi.fn() }));
vi.mock('../api/get-match-rules', () => ({ useMatchRules: vi.fn() }));

const match = (description: string, iso: string): Match => ({
  id: description,
  date: new Date(iso),
  location: 'Weston',
  description,
  drawTime: '08:00',
});

// Given out of order: the page sorts by date.
const matches = [
  match('Summer Series', '2026-07-01T00:00:00Z'),
  match('Spring Silverfish', '2026-04-02T23:30:00Z'),
  match('Yesterday Open', '2026-06-14T12:00:00Z'),
  match('Pike Pairs', '2026-06-14T11:00:00Z'),
];
const rules: MatchRule[] = [
  { id: 'b', rank: 2, value: 'Fishing starts on the whistle.' },
  { id: 'a', rank: 1, value: 'Pools are optional.' },
];

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

describe('MatchesPage', () => {
  beforeEach(() => {
    // Only Date is faked, so user events keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows one spinner while the matches load; the rules wait, hidden, below them', () => {
    vi.mocked(useMatches).mockReturnValue(queryResult.pending());
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

  it('lists every match by date ascending, dates as dd/mm/yyyy in UTC', () => {
    vi.mocked(useMatches).mockReturnValue(queryResult.success(matches));
    vi.mocked(useMatchRules).mockReturnValue(queryResult.success(rules));
    renderWithProviders(<MatchesPage />);

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date',
      'Location',
      'Description',
      'Draw Time',
    ]);
    expect(dataRows()).toEqual([
      ['02/04/2026', 'Weston', 'Spring Silverfish', '08:00'],
      ['14/06/2026', 'Weston', 'Pike Pairs', '08:00'],
      ['14/06/2026', 'Weston', 'Yesterday Open', '08:00'],
      ['01/07/2026', 'Weston', 'Summer Series', '08:00'],
    ]);
  });

  it('hides matches before now minus one day when "Hide Past Matches" is ticked', async () => {
    vi.mocked(useMatches).mockReturnValue(queryResult.success(matches));
    vi.mocked(useMatchRules).mockReturnValue(queryResult.success(rules));
    const { user } = renderWithProviders(<MatchesPage />);

    const hidePast = screen.getByRole('checkbox', { name: 'Hide Past Matches' });
    expect(hidePast).not.toBeChecked();
    await user.click(hidePast);
    expect(dataRows().map((row) => row[2])).toEqual(['Yesterday Open', 'Summer Series']);

    await user.click(hidePast);
    expect(dataRows()).toHaveLength(4);
  });

  it('says so when no upcoming match is left', async () => {
    vi.mocked(useMatches).mockReturnValue(queryResult.success(matches.slice(1, 2)));
    vi.mocked(useMatchRules).mockReturnValue(queryResult.success(rules));
    const { user } = renderWithProviders(<MatchesPage />);
    await user.click(screen.getByRole('checkbox', { name: 'Hide Past Matches' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No upcoming matches are listed.')).toBeInTheDocument();
  });

  it('lists the match rules as "rank) value" by rank', () => {
    vi.mocked(useMatches).mockReturnValue(queryResult.success(matches));
    vi.mocked(useMatchRules).mockReturnValue(queryResult.success(rules));
    renderWithProviders(<MatchesPage />);
    const section = screen.getByRole('region', { name: 'Priory Angling Club Match Rules' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1) Pools are optional.', '2) Fishing starts on the whistle.']);
  });

  it('says in words when the matches or the rules cannot be loaded', () => {
    vi.mocked(useMatches).mockReturnValue(queryResult.error());
    vi.mocked(useMatchRules).mockReturnValue(queryResult.error());
    renderWithProviders(<MatchesPage />);
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      expect.stringContaining('Could not load the match list.'),
      expect.stringContaining('Could not load the match rules.'),
    ]);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryResult } from '../../../../testing/query-result';
import { renderWithProviders } from '../../../../testing/render';
import { formatUtcDay } from '../../../../lib/dates';
import { useMatches } from '../../api/get-matches';
import type { MatchWithResult } from '../../types';
import { MatchDayIndexPage } from './MatchDayIndexPage';

// The page's order is under test; the matches' read runs on the emulator in matches.int.test.ts.
vi.mock('../../api/get-matches', () => ({ useMatches: vi.fn() }));

/** A match `days` from today, stored as the club day's UTC midnight. */
function match(id: string, days: number): MatchWithResult {
  const now = new Date();
  const date = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + days));
  return { id, date, description: `Match ${id}`, location: 'Weston', drawTime: '08:00' };
}

function renderWith(matches: MatchWithResult[]) {
  vi.mocked(useMatches).mockReturnValue(queryResult.success(matches));
  return renderWithProviders(<MatchDayIndexPage />);
}

/** The rows of one list, top to bottom (a table at jsdom's width), less the header. */
function rows(label: string) {
  return within(screen.getByRole('table', { name: label }))
    .getAllByRole('row')
    .slice(1);
}

function listed(label: string) {
  return rows(label).map((row) => row.textContent?.match(/Match \w+/)?.[0]);
}

describe('MatchDayIndexPage', () => {
  it("opens on today's match, marked Today, with the past ones behind one control", async () => {
    const today = match('today', 0);
    const { user } = renderWith([
      match('lastMonth', -30),
      match('farOff', 60),
      today,
      match('lastWeek', -7),
      match('nextWeek', 7),
    ]);
    expect(listed('Matches to come')).toEqual(['Match today', 'Match nextWeek', 'Match farOff']);
    const first = rows('Matches to come')[0]!;
    expect(first).toHaveTextContent(`${formatUtcDay(today.date)}Today`);
    expect(within(first).getByRole('link', { name: 'Weigh-in Match today' })).toHaveAttribute(
      'href',
      '/admin/match-day/today/weigh-in',
    );
    expect(screen.queryByRole('table', { name: 'Past matches' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show past matches (2)' }));
    expect(listed('Past matches')).toEqual(['Match lastWeek', 'Match lastMonth']);
    expect(screen.getByRole('button', { name: 'Hide past matches' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('marks the next match when none is today', () => {
    renderWith([match('lastWeek', -7), match('nextWeek', 7), match('farOff', 60)]);
    const cards = rows('Matches to come');
    expect(cards[0]).toHaveTextContent('Match nextWeek');
    expect(cards[0]).toHaveTextContent('Next match');
    expect(cards[1]).not.toHaveTextContent('Next match');
  });
});

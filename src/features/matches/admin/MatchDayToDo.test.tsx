import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryResult } from '../../../testing/query-result';
import { renderWithProviders } from '../../../testing/render';
import { useMatches } from '../api/get-matches';
import type { MatchWithResult } from '../types';
import { MatchDayToDo } from './MatchDayToDo';
import { useDraw } from './match-day/use-match-day-admin';

// The line's wording and link are under test; the reads run on the emulator (match-day-admin.int.test.ts).
vi.mock('../api/get-matches', () => ({ useMatches: vi.fn() }));
vi.mock('./match-day/use-match-day-admin', () => ({ useDraw: vi.fn() }));

function match(days: number, extra: Partial<MatchWithResult> = {}): MatchWithResult {
  const now = new Date();
  const date = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + days));
  return {
    id: 'm1',
    date,
    description: 'Winter Open',
    location: 'Weston',
    drawTime: '08:00',
    ...extra,
  };
}

function renderWith(matches: MatchWithResult[], draw: { published: boolean } | null = null) {
  vi.mocked(useMatches).mockReturnValue(queryResult.success(matches));
  vi.mocked(useDraw).mockReturnValue(queryResult.success(draw) as never);
  renderWithProviders(<MatchDayToDo />);
}

describe('MatchDayToDo', () => {
  it.each([
    [null, 'Next step: the peg draw.', 'Draw', '/admin/match-day/m1/draw'],
    [{ published: false }, 'Next step: the peg draw.', 'Draw', '/admin/match-day/m1/draw'],
    [
      { published: true },
      'Next step: weigh in, then publish the results.',
      'Weigh-in',
      '/admin/match-day/m1/weigh-in',
    ],
  ])("names today's match and its next step (draw %j)", (draw, step, link, href) => {
    renderWith([match(0)], draw);
    expect(screen.getByText(`Today: Winter Open at Weston. ${step}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
  });

  it('says when the results are published', () => {
    renderWith([match(0, { winner: { angler: 'Ann', weightDr: 100 } })], { published: true });
    expect(
      screen.getByText('Today: Winter Open at Weston. The results are published.'),
    ).toBeInTheDocument();
  });

  it('names the next match when none is today', () => {
    const next = match(7);
    renderWith([match(-7, { id: 'old' }), next]);
    expect(
      screen.getByText(/^Next match: Winter Open, \d{2}\/\d{2}\/\d{4}\.$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Match Day' })).toHaveAttribute(
      'href',
      '/admin/match-day',
    );
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLatestCatches } from '../../features/catches/api/get-latest-catches';
import type { Catch } from '../../features/catches/types';
import { useLatestArticles } from '../../features/content/api/get-latest-articles';
import { useShownSiteContent } from '../../features/content/api/get-site-content';
import type { ShownArticle, ShownSiteContent } from '../../features/content/types';
import { useLatestResults, useNextMatch } from '../../features/matches/api/get-home-matches';
import type { MatchWithResult } from '../../features/matches/types';
import { sanitizeStoredHtml } from '../../lib/sanitize-html';
import { queryResult } from '../../testing/query-result';
import { renderWithProviders } from '../../testing/render';
import { HomePage } from './HomePage';

// The page's rendering is under test, not Firestore: its data hooks are replaced. Their real
// queries run against the emulator in the integration tests and the e2e home spec.
vi.mock('../../features/content/api/get-site-content', () => ({ useShownSiteContent: vi.fn() }));
vi.mock('../../features/content/api/get-latest-articles', () => ({ useLatestArticles: vi.fn() }));
vi.mock('../../features/matches/api/get-home-matches', () => ({
  useNextMatch: vi.fn(),
  useLatestResults: vi.fn(),
}));
vi.mock('../../features/catches/api/get-latest-catches', () => ({ useLatestCatches: vi.fn() }));

const content: ShownSiteContent = {
  id: 'main',
  homeText: sanitizeStoredHtml('Welcome\\nto the club<script>window.hacked = true</script>'),
  homeImage: 'https://example.org/home.jpg',
  rulesText: sanitizeStoredHtml(''),
  rulesUpdated: '',
  newsletterText: sanitizeStoredHtml(''),
};
const next: MatchWithResult = {
  id: 'm9',
  date: new Date(Date.UTC(2026, 11, 6)),
  location: 'Clay End',
  description: 'Winter League Round 1',
  drawTime: '08:30',
};
const results: MatchWithResult[] = [
  {
    id: 'm8',
    date: new Date(Date.UTC(2026, 10, 1)),
    location: 'Weston',
    description: 'Autumn Open',
    drawTime: '08:00',
    winner: { angler: 'Ann Smith', weightDr: 22 * 256 + 14 * 16 },
  },
  {
    id: 'm7',
    date: new Date(Date.UTC(2026, 9, 4)),
    location: 'Weston',
    description: 'October Pairs',
    drawTime: '08:00',
  },
];
const fish: Catch = {
  id: 'c1',
  catchLocation: 'Weston',
  fishType: 'Tench',
  memberName: 'Ellie Marsh',
  fishLbs: 9,
  fishOz: 4,
  imgURL: 'https://example.org/c1.jpg',
  thumbURL: 'https://example.org/c1-thumb.jpg',
  isPublic: true,
  orderRank: 1,
};
const article: ShownArticle = {
  id: 'a',
  title: 'Winter league',
  text: sanitizeStoredHtml('<p>Six rounds on <b>Sundays</b>.</p><p>Sign up at the shop.</p>'),
  createdDate: new Date(2026, 10, 2),
};

function showing() {
  vi.mocked(useShownSiteContent).mockReturnValue(queryResult.success(content));
  vi.mocked(useLatestArticles).mockReturnValue(queryResult.success([article]));
  vi.mocked(useNextMatch).mockReturnValue(queryResult.success(next));
  vi.mocked(useLatestResults).mockReturnValue(queryResult.success(results));
  vi.mocked(useLatestCatches).mockReturnValue(queryResult.success([fish]));
}

const section = (name: string) => screen.getByRole('region', { name });

describe('HomePage', () => {
  it('shows one spinner while loading, and nothing the content would push down', () => {
    showing();
    vi.mocked(useShownSiteContent).mockReturnValue(queryResult.pending());
    renderWithProviders(<HomePage />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Next match' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Priory Angling Club' }),
    ).toBeInTheDocument();
  });

  it("shows the club's pulse: join, next match, results, catches, news, its own words", () => {
    showing();
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('img', { name: /waters/ })).toHaveAttribute('src', content.homeImage);
    expect(screen.getByRole('link', { name: 'Join the club' })).toHaveAttribute('href', '/join');

    const nextMatch = within(section('Next match'));
    expect(nextMatch.getByText('Winter League Round 1')).toBeInTheDocument();
    expect(nextMatch.getByText('Sunday 6 December 2026')).toBeInTheDocument();
    expect(nextMatch.getByText('Clay End, draw at 08:30')).toBeInTheDocument();
    expect(nextMatch.getByRole('link', { name: 'About this match' })).toHaveAttribute(
      'href',
      '/matches/m9',
    );

    const latest = within(section('Latest results'));
    expect(latest.getByRole('link', { name: 'Autumn Open' })).toHaveAttribute(
      'href',
      '/matches/m8',
    );
    expect(latest.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Autumn Open01/11/2026, WestonWon by Ann Smith, 22 lb 14 oz 0 dr',
      'October Pairs04/10/2026, WestonResults to come',
    ]);

    const catches = within(section('Latest catches'));
    const thumb = catches.getByRole('img', { name: "Ellie Marsh's Tench, 9 lb 4 oz" });
    expect(thumb).toHaveAttribute('src', fish.thumbURL);
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect(thumb.closest('a')).toHaveAttribute('href', '/catches/c1');

    const news = within(section('Latest news'));
    expect(news.getByRole('link', { name: 'Winter league' })).toHaveAttribute('href', '/news/a');
    expect(news.getByText('Six rounds on Sundays. Sign up at the shop.')).toBeInTheDocument();

    const about = within(section('About the club'));
    expect(about.getByText(/Welcome/).innerHTML).toBe('Welcome<br>to the club');
    expect(document.title).toBe('Priory Angling Club');
  });

  it('says so when nothing is listed yet', () => {
    showing();
    vi.mocked(useNextMatch).mockReturnValue(queryResult.success(null));
    vi.mocked(useLatestResults).mockReturnValue(queryResult.success([]));
    vi.mocked(useLatestCatches).mockReturnValue(queryResult.success([]));
    renderWithProviders(<HomePage />);
    expect(screen.getByText('No match is listed yet.')).toBeInTheDocument();
    expect(screen.getByText('No match has been fished yet.')).toBeInTheDocument();
    expect(screen.getByText('No catch has been shared yet.')).toBeInTheDocument();
  });

  it('says so in words when the content cannot be loaded', () => {
    showing();
    vi.mocked(useShownSiteContent).mockReturnValue(queryResult.error());
    renderWithProviders(<HomePage />);
    // The app's one failure sentence (lib/error-message.ts), as on every other page.
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Could not load the club's home page. offline",
    );
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryResult } from '../../../testing/query-result';
import { renderWithProviders } from '../../../testing/render';
import { useLatestArticles } from '../api/get-latest-articles';
import { sanitizeStoredHtml } from '../../../lib/sanitize-html';
import { useShownSiteContent } from '../api/get-site-content';
import type { ShownArticle, ShownSiteContent } from '../types';
import { HomePage } from './HomePage';

// The page's rendering is under test, not Firestore: its data hooks are replaced. Their real
// queries run against the emulator in content.int.test.ts.
vi.mock('../api/get-site-content', () => ({ useShownSiteContent: vi.fn() }));
vi.mock('../api/get-latest-articles', () => ({ useLatestArticles: vi.fn() }));

// As the api gives it: sanitised for display as it was read (read-site-content.ts).
const content: ShownSiteContent = {
  id: 'main',
  homeText: sanitizeStoredHtml('Welcome\\nto the club<script>window.hacked = true</script>'),
  homeImage: 'https://example.org/home.jpg',
  rulesText: sanitizeStoredHtml(''),
  rulesUpdated: '',
  newsletterText: sanitizeStoredHtml(''),
};

describe('HomePage', () => {
  it('shows one spinner while loading, and no news section the content would push down', () => {
    vi.mocked(useShownSiteContent).mockReturnValue(queryResult.pending());
    vi.mocked(useLatestArticles).mockReturnValue(queryResult.pending());
    renderWithProviders(<HomePage />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Latest News' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Priory Angling Club' }),
    ).toBeInTheDocument();
  });

  it('shows the club name, image, sanitised text with line breaks, and the articles', () => {
    vi.mocked(useShownSiteContent).mockReturnValue(queryResult.success(content));
    vi.mocked(useLatestArticles).mockReturnValue(
      queryResult.success<ShownArticle[]>([
        {
          id: 'a',
          title: 'Winter league',
          text: sanitizeStoredHtml('Six rounds'),
          createdDate: new Date(),
        },
      ]),
    );
    renderWithProviders(<HomePage />);

    expect(screen.getByRole('img', { name: /waters/ })).toHaveAttribute('src', content.homeImage);
    expect(screen.getByRole('heading', { name: 'Winter league' })).toBeInTheDocument();
    const text = screen.getByText(/Welcome/);
    expect(text.innerHTML).toBe('Welcome<br>to the club');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.title).toBe('Priory Angling Club');
  });

  it('says so in words when the content cannot be loaded', () => {
    vi.mocked(useShownSiteContent).mockReturnValue(queryResult.error());
    vi.mocked(useLatestArticles).mockReturnValue(queryResult.success<ShownArticle[]>([]));
    renderWithProviders(<HomePage />);
    // The app's one failure sentence (lib/error-message.ts), as on every other page.
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Could not load the club's home page. offline",
    );
  });
});

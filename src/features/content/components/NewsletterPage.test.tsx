import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryResult } from '../../../testing/query-result';
import { renderWithProviders } from '../../../testing/render';
import { sanitizeStoredHtml } from '../../../lib/sanitize-html';
import { useShownSiteContent } from '../api/get-site-content';
import { showSiteContent } from '../api/show-site-content';
import { NewsletterPage } from './NewsletterPage';

vi.mock('../api/get-site-content', () => ({ useShownSiteContent: vi.fn() }));

// As the api gives it: sanitised for display as it was read (read-site-content.ts).
const content = (newsletterText: string) =>
  showSiteContent(
    { id: 'main', homeText: '', homeImage: '', rulesText: '', rulesUpdated: '', newsletterText },
    sanitizeStoredHtml,
  );

describe('NewsletterPage', () => {
  it('shows a spinner while loading', () => {
    vi.mocked(useShownSiteContent).mockReturnValue(queryResult.pending());
    renderWithProviders(<NewsletterPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Latest Club Newsletter' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(document.title).toBe('Priory Angling Club - Newsletter');
  });

  it('shows the newsletter as sanitised HTML, the old \\n between blocks read as layout', () => {
    vi.mocked(useShownSiteContent).mockReturnValue(
      queryResult.success(
        content(
          '<h3>Autumn</h3>\\n<p>Work party<iframe src="https://evil.example"></iframe></p><img src="x" onerror="steal()">',
        ),
      ),
    );
    const { container } = renderWithProviders(<NewsletterPage />);
    // Its only heading level is shown as the top one under the page's h1 (no skipped level).
    expect(screen.getByRole('heading', { level: 2, name: 'Autumn' })).toBeInTheDocument();
    expect(screen.getByText('Work party')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('main, div')!.innerHTML).toContain(
      '<h2>Autumn</h2><p>Work party</p>',
    );
  });

  it('says so when no newsletter is published, and when it cannot be loaded', () => {
    vi.mocked(useShownSiteContent).mockReturnValue(queryResult.success(content('')));
    const { unmount } = renderWithProviders(<NewsletterPage />);
    expect(screen.getByText('No newsletter has been published yet.')).toBeInTheDocument();
    unmount();

    vi.mocked(useShownSiteContent).mockReturnValue(queryResult.error());
    renderWithProviders(<NewsletterPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the newsletter.');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryResult } from '../../../testing/query-result';
import { renderWithProviders } from '../../../testing/render';
import { sanitizeStoredHtml } from '../../../lib/sanitize-html';
import { useShownSiteContent } from '../api/get-site-content';
import { showSiteContent } from '../api/show-site-content';
import type { SiteContent } from '../types';
import { theme } from '../../../app/theme';
import { RulesPage } from './RulesPage';

vi.mock('../api/get-site-content', () => ({ useShownSiteContent: vi.fn() }));

const content: SiteContent = {
  id: 'main',
  homeText: '',
  homeImage: '',
  rulesText:
    '<p>Read these\\ncarefully.</p>\\n<ol>\\n<li>Barbless hooks only.</li><li><a href="javascript:steal()">No</a> keepnets.</li></ol><script>steal()</script>',
  rulesUpdated: '01/09/2026',
  newsletterText: '',
};

describe('RulesPage', () => {
  it('shows a spinner while loading', () => {
    vi.mocked(useShownSiteContent).mockReturnValue(queryResult.pending());
    renderWithProviders(<RulesPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Priory Angling Club Rules' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(document.title).toBe('Priory Angling Club - Rules');
  });

  it('shows a red bold "Updated:" line, then the sanitised rules', () => {
    vi.mocked(useShownSiteContent).mockReturnValue(
      queryResult.success(showSiteContent(content, sanitizeStoredHtml)),
    );
    const { container } = renderWithProviders(<RulesPage />);

    const updated = screen.getByText('Updated: 01/09/2026');
    // The theme's error red (the end-to-end test checks the colour the browser paints).
    expect(updated).toHaveStyle({ fontWeight: '700', color: theme.palette.error.main });

    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Barbless hooks only.',
      'No keepnets.',
    ]);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('No')).not.toHaveAttribute('href');
    // "\n" became a line break in the text, but not between the list's own tags.
    expect(screen.getByText(/Read these/).innerHTML).toBe('Read these<br>carefully.');
    expect([...container.querySelector('ol')!.children].map((child) => child.tagName)).toEqual([
      'LI',
      'LI',
    ]);
  });

  it('says in words when the rules cannot be loaded', () => {
    vi.mocked(useShownSiteContent).mockReturnValue(queryResult.error());
    renderWithProviders(<RulesPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the club rules.');
  });
});

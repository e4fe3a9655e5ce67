import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WaterKey } from '../../../config/waters';
import { queryResult } from '../../../testing/query-result';
import { renderWithProviders } from '../../../testing/render';
import { useShownWaterEntries } from '../api/get-water-entries';
import { sanitizeStoredHtml } from '../../../lib/sanitize-html';
import type { ShownWaterEntry } from '../types';
import { WatersOverviewPage } from './WatersOverviewPage';

vi.mock('../api/get-water-entries', () => ({ useShownWaterEntries: vi.fn() }));

const entry = (key: string, pagePosition: number): ShownWaterEntry => ({
  id: `${key}-${pagePosition}`,
  pagePosition,
  imgUrl: `https://example.org/${key}-${pagePosition}.jpg`,
  text: sanitizeStoredHtml(''),
});

describe('WatersOverviewPage', () => {
  it('links to each of the three waters, with its first picture', () => {
    vi.mocked(useShownWaterEntries).mockImplementation((key: WaterKey) =>
      key === 'clayEnd'
        ? queryResult.pending()
        : queryResult.success([entry(key, 2), entry(key, 1)]),
    );
    const { container } = renderWithProviders(<WatersOverviewPage />, {
      route: '/waters',
      path: '/waters',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Our Waters' })).toBeInTheDocument();
    expect(screen.queryByText('Waters Page Content')).not.toBeInTheDocument();
    expect(document.title).toBe('Priory Angling Club - Waters');

    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/waters/weston',
      '/waters/warrens-green',
      '/waters/clay-end',
    ]);
    expect(links.map((link) => link.querySelector('h2')?.textContent)).toEqual([
      'Weston',
      'Warrens Green',
      'Clay End',
    ]);
    // The first picture by pagePosition; Clay End, still loading, shows none yet.
    expect(links[0]!.querySelector('img')).toHaveAttribute(
      'src',
      'https://example.org/weston-1.jpg',
    );
    expect(links[2]!.querySelector('img')).toBeNull();
    // The first is the page's largest element: fetched first; the rest lazily.
    expect(links[0]!.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(links[0]!.querySelector('img')).not.toHaveAttribute('loading');
    expect(links[1]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(links[1]!.querySelector('img')).not.toHaveAttribute('fetchpriority');
    expect(container.querySelectorAll('img[alt=""]')).toHaveLength(2);
  });
});

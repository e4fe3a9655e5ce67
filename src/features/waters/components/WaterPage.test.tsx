import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WATERS } from '../../../config/waters';
import { queryResult } from '../../../testing/query-result';
import { renderWithProviders } from '../../../testing/render';
import { useShownWaterEntries } from '../api/get-water-entries';
import { useWaterStatuses } from '../api/get-water-status';
import { sanitizeStoredHtml } from '../../../lib/sanitize-html';
import type { ShownWaterEntry } from '../types';
import { WaterPage } from './WaterPage';

vi.mock('../api/get-water-entries', () => ({ useShownWaterEntries: vi.fn() }));
vi.mock('../api/get-water-status', () => ({
  useWaterStatuses: vi.fn(() => queryResult.pending()),
}));

const clayEnd = WATERS.find((water) => water.key === 'clayEnd')!;

const entries: ShownWaterEntry[] = [
  {
    id: 'b',
    pagePosition: 2,
    imgUrl: 'https://example.org/2.jpg',
    text: sanitizeStoredHtml('<p>Second</p>'),
  },
  {
    id: 'a',
    pagePosition: 1,
    imgUrl: 'https://example.org/1.jpg',
    // As the api gives it: sanitised for display as it was read (read-water-entries.ts).
    text: sanitizeStoredHtml(
      '<p onclick="steal()">First\\nline</p><img src="x" onerror="steal()"><script>steal()</script>',
    ),
  },
];

describe('WaterPage', () => {
  it('asks for its own water and shows a spinner while loading', () => {
    vi.mocked(useShownWaterEntries).mockReturnValue(queryResult.pending());
    renderWithProviders(<WaterPage water={clayEnd} />);
    expect(useShownWaterEntries).toHaveBeenCalledWith('clayEnd');
    expect(screen.getByRole('heading', { level: 1, name: 'Clay End' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(document.title).toBe('Priory Angling Club - Clay End');
  });

  it('shows the entries by pagePosition, with pictures and sanitised text', () => {
    vi.mocked(useShownWaterEntries).mockReturnValue(queryResult.success(entries));
    const { container } = renderWithProviders(<WaterPage water={clayEnd} />);

    const pictures = screen.getAllByRole('img', { name: /Clay End, picture/ });
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual([
      'https://example.org/1.jpg',
      'https://example.org/2.jpg',
    ]);
    // Sized, so nothing shifts as they load; only those below the first load lazily.
    expect(pictures[0]).toHaveAttribute('width', '1200');
    expect(pictures[0]).not.toHaveAttribute('loading');
    expect(pictures[1]).toHaveAttribute('loading', 'lazy');

    const articles = screen.getAllByRole('article');
    expect(articles[0]).toHaveTextContent('First');
    expect(articles[1]).toHaveTextContent('Second');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick], [onerror]')).toBeNull();
    expect(screen.getByText(/First/).innerHTML).toBe('First<br>line');
  });

  it('says in words when the water cannot be loaded', () => {
    vi.mocked(useShownWaterEntries).mockReturnValue(queryResult.error());
    renderWithProviders(<WaterPage water={clayEnd} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the Clay End page.');
  });

  it('says the water is closed, why and until when; and open once that day has passed', () => {
    vi.mocked(useShownWaterEntries).mockReturnValue(queryResult.success(entries));
    const closed = { state: 'closed', reason: 'Flooding', until: '2999-12-05', rev: 1 } as const;
    const open = { state: 'open', reason: '', until: null, rev: 0 } as const;
    vi.mocked(useWaterStatuses).mockReturnValue(
      queryResult.success({ weston: open, warrensGreen: open, clayEnd: closed }),
    );
    const { unmount } = renderWithProviders(<WaterPage water={clayEnd} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Clay End: Closed until Thu 5 December. Flooding. Please do not fish it until then.',
    );
    unmount();

    vi.mocked(useWaterStatuses).mockReturnValue(
      queryResult.success({
        weston: open,
        warrensGreen: open,
        clayEnd: { ...closed, until: '2020-01-01' },
      }),
    );
    renderWithProviders(<WaterPage water={clayEnd} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Open')).toBeInTheDocument();
  });
});

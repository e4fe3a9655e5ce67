/**
 * Recently deleted a page at a time: the newest BIN_PAGE_SIZE first, "Show more" asks for as many
 * more and keeps what is shown while it reads, and goes once nothing older is left. The reads
 * themselves (getBinPage through the rules) are tested in src/lib/history/read-history.int.test.ts.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BIN_PAGE_SIZE, getBinPage, type HistoryEntry } from '../../../lib/history';
import { renderWithProviders, signedInAs } from '../../../testing/render';
import { RecentlyDeletedPage } from './RecentlyDeletedPage';

vi.mock('../../../lib/history', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/history')>()),
  getBinPage: vi.fn(),
}));

const deleted = (n: number): HistoryEntry => ({
  id: `content~main~homeArticles~a${n}@1`,
  area: 'manageContent',
  path: `content/main/homeArticles/a${n}`,
  rev: 1,
  kind: 'delete',
  before: { title: `Article ${n}` },
  by: 'uid-content',
  email: 'content@pac.example',
  at: new Date(Date.UTC(2026, 10, 1) - n * 60_000),
  title: `Article ${n}`,
});

/** A bin of `total` deleted articles, newest first, served a page at a time as getBinPage does. */
function binOf(total: number) {
  const all = Array.from({ length: total }, (_, i) => deleted(i + 1));
  vi.mocked(getBinPage).mockImplementation(async (_areas, count = BIN_PAGE_SIZE) => ({
    entries: all.slice(0, count),
    hasMore: total > count,
  }));
}

const restoreButtons = () => screen.queryAllByRole('button', { name: /^Restore / });

describe('RecentlyDeletedPage', () => {
  beforeEach(() => vi.mocked(getBinPage).mockReset());

  it('shows the newest page, then as many more at each Show more, until none is left', async () => {
    binOf(BIN_PAGE_SIZE + 3);
    const { user } = renderWithProviders(<RecentlyDeletedPage />, {
      auth: signedInAs({ manageContent: true }),
    });
    await screen.findByRole('button', { name: 'Restore Article 1' });
    expect(restoreButtons()).toHaveLength(BIN_PAGE_SIZE);
    expect(getBinPage).toHaveBeenLastCalledWith(['manageContent'], BIN_PAGE_SIZE);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('button', { name: `Restore Article ${BIN_PAGE_SIZE + 3}` });
    expect(restoreButtons()).toHaveLength(BIN_PAGE_SIZE + 3);
    expect(getBinPage).toHaveBeenLastCalledWith(['manageContent'], 2 * BIN_PAGE_SIZE);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull());
  });

  it('has no Show more when the whole bin fits on the first page', async () => {
    binOf(2);
    renderWithProviders(<RecentlyDeletedPage />, { auth: signedInAs({ manageContent: true }) });
    await screen.findByRole('button', { name: 'Restore Article 2' });
    expect(restoreButtons()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryResult } from '../../../testing/query-result';
import { renderWithProviders } from '../../../testing/render';
import { usePublicCatches } from '../api/get-public-catches';
import { type PublicCatchesPage } from '../api/read-public-catches';
import type { Catch } from '../types';
import { CatchesPage } from './CatchesPage';

// The page's rendering and paging state are under test, not Firestore: its data hooks are
// replaced. Their real queries run against the emulator in public-catches.int.test.ts.
vi.mock('../api/get-public-catches', () => ({ usePublicCatches: vi.fn() }));

function aCatch(rank: number, fields: Partial<Catch> = {}): Catch {
  return {
    id: `c${rank}`,
    memberName: 'Sue Marsh',
    fishType: 'Tench',
    catchLocation: 'Clay End',
    fishLbs: 12,
    fishOz: 4,
    imgURL: `https://img.example/full-${rank}.jpg`,
    thumbURL: `https://img.example/thumb-${rank}.jpg`,
    isPublic: true,
    orderRank: rank,
    ...fields,
  };
}

const page = (catches: Catch[], hasMore = true) =>
  queryResult.success<PublicCatchesPage>({
    catches,
    lastRank: catches.at(-1)?.orderRank,
    fetched: catches.length,
    hasMore,
  });

const lastRequest = () => vi.mocked(usePublicCatches).mock.lastCall?.[0];

beforeEach(() => {
  vi.mocked(usePublicCatches).mockReturnValue(
    page([
      aCatch(30),
      aCatch(29, {
        memberName: 'Dave Carter',
        fishType: 'Pike',
        fishLbs: undefined,
        fishOz: undefined,
        thumbURL: undefined,
      }),
    ]),
  );
});

describe('CatchesPage', { timeout: 30_000 }, () => {
  it('shows the heading, the Submit Yours! button, a search box and the table', () => {
    renderWithProviders(<CatchesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Member Catches' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Yours!' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Photo', 'Catch Location', 'Member Name', 'Fish Type', 'Fish Weight']);
    expect(document.title).toBe('Priory Angling Club - Catches');
  });

  it('shows the weight in pounds and ounces, or Not Provided', () => {
    renderWithProviders(<CatchesPage />);
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByText('12 lb 4 oz')).toBeInTheDocument();
    expect(within(second!).getByText('Not Provided')).toBeInTheDocument();
  });

  it('shows lazy thumbnails with a size, falling back to the photo when there is none', () => {
    renderWithProviders(<CatchesPage />);
    const [thumb, fallback] = screen.getAllByRole('img');
    expect(thumb).toHaveAttribute('src', 'https://img.example/thumb-30.jpg');
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect(thumb).toHaveAttribute('width', '96');
    expect(thumb).toHaveAttribute('height', '72');
    expect(fallback).toHaveAttribute('src', 'https://img.example/full-29.jpg');
  });

  it('opens the full photo in a dialog titled with the member and the fish', async () => {
    const { user } = renderWithProviders(<CatchesPage />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: "Enlarge the photo of Sue Marsh's Tench" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sue Marsh - Tench' });
    expect(within(dialog).getByRole('img')).toHaveAttribute(
      'src',
      'https://img.example/full-30.jpg',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for 10 rows per page at first, and offers 5, 10, 25 and All', async () => {
    const { user } = renderWithProviders(<CatchesPage />);
    expect(lastRequest()).toEqual({ search: '', pageSize: 10, after: undefined });
    // No total is read: while more catches follow, the pager says so.
    expect(screen.getByText('1–2 of more than 2')).toBeInTheDocument();
    const rowsPerPage = screen.getByRole('combobox', { name: /Rows per page/ });
    const options = within(rowsPerPage)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['5', '10', '25', 'All']);
    await user.selectOptions(rowsPerPage, 'All');
    expect(lastRequest()).toEqual({ search: '', pageSize: -1, after: undefined });
  });

  it('pages forward from the last catch shown, and back again', async () => {
    const { user } = renderWithProviders(<CatchesPage />);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(lastRequest()).toEqual({ search: '', pageSize: 10, after: 29 });
    expect(screen.getByText('11–12 of more than 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(lastRequest()).toEqual({ search: '', pageSize: 10, after: undefined });
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
  });

  it('on the last page, gives the total and offers no next page', async () => {
    vi.mocked(usePublicCatches).mockReturnValue(page([aCatch(4), aCatch(3)], false));
    renderWithProviders(<CatchesPage />);
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('searches once typing pauses, from the first page', async () => {
    const { user } = renderWithProviders(<CatchesPage />);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  Tench ');
    await waitFor(() => expect(lastRequest()?.search).toBe('Tench'));
    expect(lastRequest()).toEqual({ search: 'Tench', pageSize: 10, after: undefined });
    // Not one query per key press: no partial word was searched for.
    const searched = vi.mocked(usePublicCatches).mock.calls.map(([request]) => request.search);
    expect(searched).not.toContain('Ten');
  });

  it('says so when nothing matches', async () => {
    vi.mocked(usePublicCatches).mockReturnValue(page([]));
    const { user } = renderWithProviders(<CatchesPage />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zander');
    expect(await screen.findByText('No catches match your search.')).toBeInTheDocument();
  });

  it('says in words when the catches cannot be loaded', () => {
    vi.mocked(usePublicCatches).mockReturnValue(
      queryResult.error(Object.assign(new Error('x'), { code: 'unavailable' })),
    );
    renderWithProviders(<CatchesPage />);
    expect(screen.getByText(/Could not load the catches. The club database cannot be reached/));
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryResult } from '../../../testing/query-result';
import { NotifierProvider } from '../../../components/notifications/NotifierProvider';
import { renderWithProviders } from '../../../testing/render';
import { useApproveCatch } from '../api/approve-catch';
import { useDeleteCatches } from '../api/delete-catches';
import { useNotApproveCatch } from '../api/not-approve-catch';
import { useCatchesForReview } from '../api/get-catches-for-review';
import { useNotApprovedCatches } from '../api/get-not-approved-catches';
import { useClubRecords } from '../../records';
import type { Catch } from '../types';
import { ManageCatchesPage } from './ManageCatchesPage';

// The page's rendering is under test; the queries and writes run on the emulators in
// catches-admin.int.test.ts.
vi.mock('../api/get-catches-for-review', () => ({ useCatchesForReview: vi.fn() }));
vi.mock('../api/approve-catch', () => ({ useApproveCatch: vi.fn() }));
vi.mock('../api/delete-catches', () => ({ useDeleteCatches: vi.fn() }));
vi.mock('../api/get-not-approved-catches', () => ({ useNotApprovedCatches: vi.fn() }));
vi.mock('../api/not-approve-catch', async (actual) => ({
  ...(await actual<typeof import('../api/not-approve-catch')>()),
  useNotApproveCatch: vi.fn(),
}));
// Photos are read through the Storage SDK in the browser (e2e catch-approval.spec.ts); here the
// stored URL stands for what it loads.
vi.mock('../api/catch-photo', () => ({
  useCatchPhoto: (url: string | undefined) => ({ src: url, failed: false }),
}));
// Only the records' read is replaced: the "what record would it set" check is the real one.
vi.mock('../../records', async (actual) => ({
  ...(await actual<typeof import('../../records')>()),
  useClubRecords: vi.fn(),
}));

const tenchRecord = {
  catchId: 'old',
  memberName: 'Bob Reed',
  fishType: 'Tench',
  catchLocation: 'Warrens Green',
  weightOz: 140,
};

const entry = (id: string, isPublic: boolean, extra: Partial<Catch> = {}): Catch => ({
  id,
  memberName: 'Ellie Marsh',
  fishType: 'Tench',
  catchLocation: 'Warrens Green',
  fishLbs: 9,
  fishOz: 4,
  imgURL: `https://example.org/${id}.jpg`,
  thumbURL: `https://example.org/${id}-thumb.jpg`,
  isPublic,
  orderRank: 1,
  photoStored: true,
  ...extra,
});

function setup() {
  const approve = vi.fn().mockResolvedValue(undefined);
  const notApprove = vi.fn().mockResolvedValue(undefined);
  const remove = vi.fn().mockResolvedValue(undefined);
  vi.mocked(useApproveCatch).mockReturnValue({ mutateAsync: approve, isPending: false } as never);
  vi.mocked(useNotApproveCatch).mockReturnValue({
    mutateAsync: notApprove,
    isPending: false,
  } as never);
  vi.mocked(useDeleteCatches).mockReturnValue({ mutateAsync: remove, isPending: false } as never);
  vi.mocked(useClubRecords).mockReturnValue(
    queryResult.success({
      species: { Tench: tenchRecord },
      waters: { 'Warrens Green': { Tench: tenchRecord } },
      anglers: ['Bob Reed'],
    }),
  );
  vi.mocked(useCatchesForReview).mockImplementation((approved) =>
    queryResult.success({
      catches: approved
        ? [entry('a1', true)]
        : [
            entry('w1', false, { fishLbs: 8 }),
            entry('w2', false, { fishLbs: undefined, fishOz: undefined }),
            entry('w3', false, { memberName: 'Sam Hale' }),
          ],
      hasNext: false,
    }),
  );
  vi.mocked(useNotApprovedCatches).mockReturnValue(
    queryResult.success([
      entry('n1', false, { fishType: 'Roach', notApprovedReason: 'The photo shows a chub.' }),
    ]),
  );
  const view = renderWithProviders(
    <NotifierProvider>
      <ManageCatchesPage />
    </NotifierProvider>,
  );
  return { ...view, approve, notApprove, remove };
}

// Typing through userEvent is slow on a busy machine: a generous limit, not a timed assertion.
describe('ManageCatchesPage', { timeout: 20_000 }, () => {
  it("starts on the unapproved catches, labelled 'Show Approved'", () => {
    setup();
    expect(useCatchesForReview).toHaveBeenLastCalledWith(false, undefined);
    expect(screen.getByRole('switch', { name: 'Show Approved' })).not.toBeChecked();
    expect(screen.getAllByRole('button', { name: /^Approve/ })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Not approve/ })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Open the photo of/ })).toHaveLength(3);
    // "Public N" is gone from the cards (issue 34, point 6).
    expect(screen.queryByText('N')).not.toBeInTheDocument();
    expect(screen.getByText('8 lb 4 oz')).toBeInTheDocument();
    expect(screen.getByText('Not Provided')).toBeInTheDocument();
    expect(document.title).toBe('PAC - Manage Catches');
  });

  it("checked shows the approved catches, labelled 'Hide Unapproved', without Approve", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('switch', { name: 'Show Approved' }));
    expect(useCatchesForReview).toHaveBeenLastCalledWith(true, undefined);
    expect(screen.getByRole('switch', { name: 'Hide Unapproved' })).toBeChecked();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it('approves an ordinary catch in one step, written once the list is left', async () => {
    const { user, approve } = setup();
    await user.click(screen.getAllByRole('button', { name: /^Approve/ })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Approve/ })).toHaveLength(2);
    expect(await screen.findByText(/approved: it goes on the catches page/)).toBeInTheDocument();
    expect(approve).not.toHaveBeenCalled();
    await user.click(screen.getByRole('switch', { name: 'Show Approved' }));
    expect(approve).toHaveBeenCalledWith('w1');
  });

  it('lists the catches not approved lately, and approves one after all', async () => {
    const { user, approve } = setup();
    const section = screen.getByRole('region', { name: 'Not approved lately' });
    expect(within(section).getByText('Why: The photo shows a chub.')).toBeInTheDocument();
    await user.click(
      within(section).getByRole('button', { name: "Ellie Marsh's Roach: approve after all" }),
    );
    // The first Roach on the record book: the same question as from the queue.
    const dialog = await screen.findByRole('dialog', { name: 'Approve a record catch?' });
    await user.click(within(dialog).getByRole('button', { name: /^Approve/ }));
    expect(
      await screen.findByText(/Roach approved: it goes on the catches page/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show Approved' }));
    expect(approve).toHaveBeenCalledWith('n1');
  });

  it('not approves with a reason the member sees; Undo writes nothing', async () => {
    const { user, notApprove } = setup();
    await user.click(screen.getByRole('button', { name: "Not approve Sam Hale's Tench" }));
    const dialog = screen.getByRole('dialog', { name: "Not approve Sam Hale's Tench?" });
    await user.click(within(dialog).getByRole('button', { name: 'Not approve' }));
    expect(dialog).toHaveTextContent('Say why the catch is not approved');
    await user.type(within(dialog).getByLabelText('Reason the member will see'), 'Too  blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Not approve' }));
    expect(screen.queryByRole('button', { name: "Not approve Sam Hale's Tench" })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByRole('button', { name: "Not approve Sam Hale's Tench" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show Approved' }));
    expect(notApprove).not.toHaveBeenCalled();
  });

  it('writes the reason, on one line, when the next catch is decided', async () => {
    const { user, notApprove, approve } = setup();
    await user.click(screen.getByRole('button', { name: "Not approve Sam Hale's Tench" }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Too blurred.{Enter}Sorry');
    await user.click(within(dialog).getByRole('button', { name: 'Not approve' }));
    await user.click(screen.getAllByRole('button', { name: /^Approve Ellie/ })[0]!);
    expect(notApprove).toHaveBeenCalledWith({ id: 'w3', reason: 'Too blurred. Sorry' });
    expect(approve).not.toHaveBeenCalled();
  });

  it('asks again, with the photo and the record it takes, before approving a record catch', async () => {
    const { user, approve } = setup();
    await user.click(screen.getByRole('button', { name: "Approve Sam Hale's Tench" }));
    const dialog = screen.getByRole('dialog', { name: 'Approve a record catch?' });
    expect(dialog).toHaveTextContent(
      'This catch will become the club record for Tench: 8 lb 12 oz → 9 lb 4 oz.',
    );
    expect(dialog).toHaveTextContent(
      'This catch will become the Warrens Green record for Tench: 8 lb 12 oz → 9 lb 4 oz.',
    );
    expect(dialog).toHaveTextContent('Tench, 9 lb 4 oz, caught at Warrens Green by Sam Hale.');
    expect(within(dialog).getByRole('img', { name: /^Full photo/ })).toHaveAttribute(
      'src',
      'https://example.org/w3.jpg',
    );
    expect(approve).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(approve).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: "Approve Sam Hale's Tench" }));
    await user.click(screen.getByRole('button', { name: 'Approve record' }));
    await user.click(screen.getByRole('switch', { name: 'Show Approved' }));
    expect(approve).toHaveBeenCalledWith('w3');
  });

  it('deletes only after confirmation', async () => {
    const { user, remove } = setup();
    await user.click(screen.getAllByRole('button', { name: /^Delete Ellie/ })[0]!);
    const dialog = screen.getByRole('dialog');
    // Issue 19: a deleted catch goes to the bin, and the question says so.
    expect(dialog).toHaveTextContent('You can restore it from Recently deleted for 90 days.');
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(remove).toHaveBeenCalledWith(['w1']);
  });

  it('deletes the chosen waiting catches at once, after confirmation', async () => {
    const { user, remove } = setup();
    const bulk = () => screen.getByRole('button', { name: /^Delete selected/ });
    expect(bulk()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(bulk()).toHaveTextContent('Delete selected (3)');
    await user.click(bulk());
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Delete these 3 catches and their photos?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(remove).toHaveBeenCalledWith(['w1', 'w2', 'w3']);
  });

  it('keeps the dialog open with the reason when a bulk delete fails', async () => {
    const { user, remove } = setup();
    remove.mockRejectedValue(new Error('1 of 2 catches were not deleted.'));
    await user.click(screen.getAllByRole('checkbox', { name: "Select Ellie Marsh's Tench" })[0]!);
    await user.click(screen.getByRole('button', { name: /^Delete selected/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not delete the catches. 1 of 2 catches were not deleted.',
    );
  });

  it('previews the photo in a dialog titled "{member}\'s Submission"', async () => {
    const { user } = setup();
    await user.click(screen.getAllByRole('button', { name: /^Open the photo of/ })[0]!);
    const dialog = screen.getByRole('dialog', { name: "Ellie Marsh's Submission" });
    expect(within(dialog).getByRole('img', { name: /^Full photo/ })).toHaveAttribute(
      'src',
      'https://example.org/w1.jpg',
    );
    expect(within(dialog).getByRole('img', { name: /^Thumbnail/ })).toHaveAttribute(
      'src',
      'https://example.org/w1-thumb.jpg',
    );
  });

  it('cannot approve a catch whose photo the admin server has not seen, and says a missing one', () => {
    vi.mocked(useCatchesForReview).mockImplementation(() =>
      queryResult.success({
        catches: [
          entry('w1', false, { photoStored: undefined }),
          entry('w2', false, { photoStored: false }),
        ],
        hasNext: false,
      }),
    );
    renderWithProviders(<ManageCatchesPage />);
    expect(screen.getByRole('button', { name: /^Approve/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Photo missing/ })).toBeDisabled();
  });

  it("says when the admin server's upkeep failed, rather than showing a quietly short list", () => {
    vi.mocked(useCatchesForReview).mockImplementation(() =>
      queryResult.success({
        catches: [],
        hasNext: false,
        upkeepError: 'The admin server cannot be reached. Try again shortly.',
      }),
    );
    renderWithProviders(<ManageCatchesPage />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'New catches may be missing here: the check of their photos failed (The admin server cannot be reached.',
    );
  });

  it('pages the waiting catches: Next asks for the page after the last rank shown', async () => {
    const { user } = setup();
    vi.mocked(useCatchesForReview).mockImplementation((_approved, after) =>
      queryResult.success({
        catches: [entry(after === undefined ? 'w1' : 'w9', false, { orderRank: 50 })],
        hasNext: after === undefined,
        lastRank: 50,
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const next = await screen.findByRole('button', { name: 'Next' });
    await user.click(next);
    expect(useCatchesForReview).toHaveBeenLastCalledWith(false, 50);
    expect(screen.getByText('21–21')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(useCatchesForReview).toHaveBeenLastCalledWith(false, undefined);
  });
});

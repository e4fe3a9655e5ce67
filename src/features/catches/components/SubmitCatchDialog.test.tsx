import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { useSubmitCatch } from '../api/submit-catch';
import { inspectPhoto } from '../../../lib/photo/inspect-photo';
import { preparePhoto } from '../photo/prepare-photo';
import { useMemberName } from '../../membership';
import { SubmitCatchDialog } from './SubmitCatchDialog';

// The form's behaviour is under test. Uploading and storing run against the emulators in
// submit-catch.int.test.ts, and the photo pipeline in Chromium (e2e/catches-submit.spec.ts).
vi.mock('../api/submit-catch', () => ({ useSubmitCatch: vi.fn() }));
vi.mock('../photo/prepare-photo', () => ({ preparePhoto: vi.fn() }));
// The format and size checks have their own tests (src/lib/photo/inspect-photo.test.ts); here they pass
// unless a test says otherwise.
vi.mock('../../../lib/photo/inspect-photo', () => ({ inspectPhoto: vi.fn() }));
// Who is signed in as a member (features/membership): nobody, unless a test says otherwise.
vi.mock('../../membership', () => ({ useMemberName: vi.fn() }));

const mutateAsync = vi.fn();
const photo = new File(['jpeg'], 'IMG_0001.jpg', { type: 'image/jpeg' });
const prepared = {
  photo: new Blob(['p']),
  thumb: new Blob(['t']),
  width: 2000,
  height: 1500,
  variants: { format: 'webp' as const, blobs: [{ width: 480, blob: new Blob(['v']) }] },
};

beforeEach(() => {
  mutateAsync.mockReset();
  vi.mocked(useSubmitCatch).mockReturnValue({ mutateAsync } as unknown as ReturnType<
    typeof useSubmitCatch
  >);
  vi.mocked(preparePhoto).mockResolvedValue(prepared);
  vi.mocked(inspectPhoto).mockResolvedValue('jpeg');
  vi.mocked(useMemberName).mockReturnValue(undefined);
});

function open() {
  const onClose = vi.fn();
  const view = renderWithProviders(<SubmitCatchDialog onClose={onClose} />);
  const user = userEvent.setup({ applyAccept: false });
  return { ...view, user, onClose };
}

const submitButton = () => screen.getByRole('button', { name: /^Submit/ });

async function fillRequired(user: ReturnType<typeof userEvent.setup>, fish = 'crucian carp') {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'sue MARSH');
  await user.click(screen.getByRole('combobox', { name: /Location/ }));
  await user.click(screen.getByRole('option', { name: 'Clay End' }));
  await user.type(screen.getByRole('textbox', { name: 'Fish' }), fish);
  await user.upload(screen.getByLabelText('Picture'), photo);
}

// Typing into MUI fields is slow in jsdom on a shared 2-core machine.
describe('SubmitCatchDialog', { timeout: 30_000 }, () => {
  it('has the fields and buttons of docs/product-spec.md §2, and offers the three waters', async () => {
    const { user } = open();
    expect(screen.getByRole('dialog', { name: 'Submit Catch' })).toBeInTheDocument();
    for (const name of ['Name', 'Fish', 'Lbs', 'Oz']) {
      expect(screen.getByRole('textbox', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    const picture = screen.getByLabelText('Picture');
    expect(picture).toHaveAttribute('type', 'file');
    expect(picture).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Location/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Weston',
      'Warrens Green',
      'Clay End',
    ]);
  });

  it("fills in a signed-in member's name, which they may still change", async () => {
    vi.mocked(useMemberName).mockReturnValue('jamie roach');
    const { user } = open();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Jamie Roach'));
    await user.clear(name);
    await user.type(name, 'jay roach');
    expect(name).toHaveValue('Jay Roach');
  });

  it('title-cases the name and fish as they are typed', async () => {
    const { user } = open();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'sue ');
    expect(name).toHaveValue('Sue ');
    await user.type(name, 'mARSH');
    expect(name).toHaveValue('Sue Marsh');
    const fish = screen.getByRole('textbox', { name: 'Fish' });
    await user.type(fish, 'COMMON carp');
    expect(fish).toHaveValue('Common Carp');
  });

  it('keeps Submit disabled until name, location, fish and picture are all given', async () => {
    const { user } = open();
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sue');
    await user.type(screen.getByRole('textbox', { name: 'Fish' }), 'Tench');
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: /Location/ }));
    await user.click(screen.getByRole('option', { name: 'Weston' }));
    expect(submitButton()).toBeDisabled();
    await user.upload(screen.getByLabelText('Picture'), photo);
    expect(submitButton()).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    expect(submitButton()).toBeDisabled();
  });

  it('accepts Lbs from 0 to 100 and Oz from 0 to 15 as whole numbers, optionally', async () => {
    const { user } = open();
    // A catfish: the one fish that can plausibly weigh the form's limit (config/species-weights).
    await fillRequired(user, 'wels catfish');
    const lbs = screen.getByRole('textbox', { name: 'Lbs' });
    const oz = screen.getByRole('textbox', { name: 'Oz' });

    await user.type(lbs, 'abc');
    expect(await screen.findByText('Lbs must be a whole number from 0 to 100')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await user.clear(lbs);
    await user.type(lbs, '101');
    expect(screen.getByText('Lbs must be a whole number from 0 to 100')).toBeInTheDocument();
    await user.clear(lbs);
    await user.type(lbs, '100');
    await user.type(oz, '16');
    expect(await screen.findByText('Oz must be a whole number from 0 to 15')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await user.clear(oz);
    await user.type(oz, '15');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.clear(oz);
    await user.clear(lbs);
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('says a fish not in the list goes as "Other: …" (issue 32)', async () => {
    const { user } = open();
    await user.type(screen.getByRole('textbox', { name: 'Fish' }), 'carpp');
    expect(
      await screen.findByText(
        'Not in the club\'s list of species: it will be sent as "Other: Carpp".',
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Fish' }));
    await user.type(screen.getByRole('textbox', { name: 'Fish' }), 'common carp');
    expect(screen.queryByText(/Not in the club's list/)).not.toBeInTheDocument();
  });

  it('refuses a weight the fish cannot plausibly reach, with a sentence', async () => {
    const { user } = open();
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: 'Lbs' }), '7');
    // Said as soon as it is typed; Submit waits until the weight is put right.
    expect(
      await screen.findByText(
        'A Crucian Carp that heavy is not plausible: the limit is 5 lb 1 oz. Please check the weight.',
      ),
    ).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(mutateAsync).not.toHaveBeenCalled();

    // The sentence follows the fish (issue 34): another small fish is named, a big one clears it.
    const fish = screen.getByRole('textbox', { name: 'Fish' });
    await user.clear(fish);
    await user.type(fish, 'roach');
    expect(
      await screen.findByText(
        'A Roach that heavy is not plausible: the limit is 4 lb 10 oz. Please check the weight.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Crucian Carp that heavy/)).not.toBeInTheDocument();
    await user.clear(fish);
    await user.type(fish, 'tench');
    await waitFor(() => expect(screen.queryByText(/that heavy/)).not.toBeInTheDocument());
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('refuses a file that is not an image', async () => {
    const { user } = open();
    await fillRequired(user);
    await user.upload(
      screen.getByLabelText('Picture'),
      new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('The picture must be an image file')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('sends the prepared photo with the title-cased details, reading Submitting... meanwhile', async () => {
    let finish: (value: unknown) => void = () => {};
    mutateAsync.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user, onClose } = open();
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: 'Lbs' }), '3');
    await user.click(submitButton());

    await waitFor(() => expect(mutateAsync).toHaveBeenCalled());
    expect(submitButton()).toHaveTextContent('Submitting...');
    expect(submitButton()).toBeDisabled();
    expect(preparePhoto).toHaveBeenCalledWith(photo);
    const [{ input, options }] = mutateAsync.mock.lastCall!;
    expect(input).toEqual({
      memberName: 'Sue Marsh',
      catchLocation: 'Clay End',
      fishType: 'Crucian Carp',
      fishLbs: 3,
      fishOz: undefined,
      photo: prepared.photo,
      thumb: prepared.thumb,
      variants: prepared.variants,
    });
    expect(options.signal).toBeInstanceOf(AbortSignal);

    finish({ id: 'new', orderRank: 41 });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the upload progress, and Cancel stops the upload but keeps the form', async () => {
    mutateAsync.mockImplementation(
      ({ options }: { options: { signal: AbortSignal; onProgress: (f: number) => void } }) =>
        new Promise((_resolve, reject) => {
          options.onProgress(0.4);
          options.signal.addEventListener('abort', () =>
            reject(Object.assign(new Error('cancelled'), { code: 'storage/canceled' })),
          );
        }),
    );
    const { user, onClose } = open();
    await fillRequired(user);
    await user.click(submitButton());
    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/The upload was cancelled/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Sue Marsh');
    expect(submitButton()).toHaveTextContent('Submit');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says in words what went wrong, keeping what was typed', async () => {
    mutateAsync.mockRejectedValue({ code: 'storage/quota-exceeded' });
    const { user, onClose } = open();
    await fillRequired(user);
    await user.click(submitButton());
    expect(
      await screen.findByText(
        'Could not send your catch. The club has run out of photo storage. Please tell a committee member.',
      ),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Fish' })).toHaveValue('Crucian Carp');
  });

  it('says at once when the chosen file is no photo, and keeps Submit disabled', async () => {
    vi.mocked(inspectPhoto).mockRejectedValue(
      new Error('That file is not a photo this site can read.'),
    );
    vi.mocked(preparePhoto).mockClear();
    const { user } = open();
    await fillRequired(user);
    expect(
      await screen.findByText('That file is not a photo this site can read.'),
    ).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(preparePhoto).not.toHaveBeenCalled();
  });

  it('says so when the file cannot be read as a photo', async () => {
    vi.mocked(preparePhoto).mockRejectedValue({ code: 'photo/unreadable' });
    const { user } = open();
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByText(/could not be read as a photo/)).toBeInTheDocument();
    expect(mutateAsync).not.toHaveBeenCalled();
  });
});

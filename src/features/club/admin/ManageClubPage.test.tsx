import { screen, waitFor } from '@testing-library/react';
import { File as StandardFile } from 'node:buffer';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotifierContext } from '../../../components/notifications/notifier-context';
import { renderWithProviders } from '../../../testing/render';
import { removeCrest, replaceCrest } from '../api/crest';
import { ManageClubPage } from './ManageClubPage';

// The screen and the file's preparation are under test; the writes' rules run against the
// emulator in tests/rules/social-summary.int.test.ts, the whole journey in e2e/manage-socials.
vi.mock('../api/crest', () => ({
  CREST_FIELDS: ['crest'],
  crestDocRef: () => ({ path: 'summaries/socialLinks' }),
  replaceCrest: vi.fn(),
  removeCrest: vi.fn(),
}));
const { crestUrl } = vi.hoisted(() => ({ crestUrl: { current: null as string | null } }));
vi.mock('../../socials', () => ({
  navbarSocialsQuery: { queryKey: ['summaries', 'socialLinks'] },
  useClubCrestUrl: () => crestUrl.current,
}));

const recorded = { path: 'summaries/socialLinks', rev: 2, undo: vi.fn() };
const notify = vi.fn();

beforeEach(() => {
  crestUrl.current = null;
  vi.mocked(replaceCrest).mockReset().mockResolvedValue(recorded);
  vi.mocked(removeCrest).mockReset().mockResolvedValue(recorded);
  notify.mockReset();
});

function renderPage() {
  return renderWithProviders(
    <NotifierContext.Provider value={{ notify }}>
      <ManageClubPage />
    </NotifierContext.Provider>,
  );
}

// Node's File, as browsers have it (jsdom's has no arrayBuffer()).
const file = (content: string | Uint8Array, name: string, type: string) =>
  new StandardFile([content], name, { type }) as unknown as File;

/** A Blob's text, through jsdom's FileReader (its Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('ManageClubPage: the crest', () => {
  it('saves a chosen SVG made safe, and offers Undo', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('heading', { name: 'Manage Club' })).toBeInTheDocument();
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 56" onload="alert(1)">' +
      '<script>alert(2)</script><foreignObject><p>hi</p></foreignObject>' +
      '<path d="M4 3h40v23z" fill="#0f3d14"/></svg>';
    await user.upload(
      screen.getByLabelText('Replace the crest'),
      file(svg, 'crest.svg', 'image/svg+xml'),
    );

    await waitFor(() => expect(replaceCrest).toHaveBeenCalledTimes(1));
    const saved = vi.mocked(replaceCrest).mock.calls[0]![0];
    expect(saved.type).toBe('image/svg+xml');
    const text = await textOf(saved);
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 48 56"/);
    expect(text).toContain('<path d="M4 3h40v23z" fill="#0f3d14"');
    expect(text).not.toMatch(/script|onload|alert|foreignObject/i);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('The crest was replaced.', 'success', {
        label: 'Undo',
        onClick: expect.any(Function),
      }),
    );
  });

  it('keeps a PNG as it is, and refuses a file that is no crest with a sentence', async () => {
    const { user } = renderPage();
    const input = () => screen.getByLabelText('Replace the crest');
    await user.upload(
      input(),
      file('<html><body>not a crest</body></html>', 'crest.png', 'image/png'),
    );
    expect(
      await screen.findByText(
        'Could not replace the crest. Choose an SVG, PNG or WebP file for the crest.',
      ),
    ).toBeInTheDocument();
    expect(replaceCrest).not.toHaveBeenCalled();

    const pngBytes = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    );
    const png = file(pngBytes, 'crest.png', 'image/png');
    await user.upload(input(), png);
    await waitFor(() => expect(replaceCrest).toHaveBeenCalledTimes(1));
    expect(vi.mocked(replaceCrest).mock.calls[0]![0].type).toBe('image/png');
    expect(vi.mocked(replaceCrest).mock.calls[0]![0].size).toBe(png.size);
  });

  it('shows the uploaded crest and goes back to the drawn one', async () => {
    crestUrl.current = 'https://firebasestorage.googleapis.com/v0/b/pac/o/clubCrest%2Fc1?alt=media';
    const { user } = renderPage();
    expect(screen.getByRole('img', { name: 'The club’s crest' })).toHaveAttribute(
      'src',
      crestUrl.current,
    );
    await user.click(screen.getByRole('button', { name: 'Use the drawn crest' }));
    await waitFor(() => expect(removeCrest).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('The drawn crest is back.', 'success', expect.anything()),
    );
  });
});

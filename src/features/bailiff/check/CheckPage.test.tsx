import { screen } from '@testing-library/react';
import { CompactSign, exportJWK, generateKeyPair } from 'jose';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clubToday } from '../../../config/club-time';
import { addDays, type PermitClaims } from '../../../config/membership';
import { renderWithProviders } from '../../../testing/render';
import type { CheckData } from '../api/check-store';
import { lookUpNumber } from '../api/lookup-number';
import { CheckPage } from './CheckPage';

// The page's own logic is under test: what it keeps and syncs (use-check-data) is given here,
// as IndexedDB and the admin server would give it; verifying runs for real with jose.
const checkData = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('./use-check-data', () => ({ useCheckData: () => checkData.current }));
// What the camera would do is not under test here (jsdom has no camera).
vi.mock('./QrScanner', () => ({ QrScanner: () => null }));
vi.mock('./scanner', () => ({ prepareScanner: () => Promise.resolve() }));
// The admin server's look-up, held here to answer late.
vi.mock('../api/lookup-number', () => ({ lookUpNumber: vi.fn() }));

const LIST_TIME = Date.UTC(2026, 10, 27, 6, 45); // shown in London time: GMT in November
// Days from the club's today, as the page reads the permits.
const day = (offset: number) => addDays(clubToday(), offset);
const CLAIMS: PermitClaims = {
  jti: 'p-1',
  kind: 'member',
  name: 'Alan Perch',
  num: '1001',
  type: 'Adult',
  waters: ['Weston'],
  from: day(-30),
  until: day(30),
};

let data: CheckData;
let sign: (claims: PermitClaims) => Promise<string>;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  data = {
    jwks: { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' }] },
    revoked: ['p-revoked'],
    closedSeasons: {},
    syncedAt: LIST_TIME,
  };
  sign = (claims) =>
    // In the realm jsdom gives the test (jose checks `instanceof Uint8Array`).
    new CompactSign(Uint8Array.from(new TextEncoder().encode(JSON.stringify(claims))))
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .sign(privateKey);
});

beforeEach(() => {
  localStorage.setItem('pac-bailiff-water', 'Weston');
});

function setup(online: boolean, more: Partial<CheckData> = {}) {
  checkData.current = {
    data: { ...data, ...more },
    loaded: true,
    online,
    syncing: false,
    sync: vi.fn(),
  };
  return renderWithProviders(<CheckPage />);
}

/** Checks the code and waits for its verdict (the one before stays on screen until then). */
async function checkCode(
  user: ReturnType<typeof setup>['user'],
  token: string,
  verdict: string | RegExp = /^Verdict/,
) {
  const field = screen.getByLabelText('Permit code');
  await user.clear(field);
  await user.click(field);
  await user.paste(token);
  await user.click(screen.getByRole('button', { name: 'Check code' }));
  return screen.findByRole('status', { name: verdict });
}

describe('the bailiff check', { timeout: 20_000 }, () => {
  it('shows a valid permit big and clear with the holder, and says why others are refused', async () => {
    const { user } = setup(true, {
      waterStatuses: { Weston: { state: 'restricted', reason: 'Weed cutting.', until: day(3) } },
      syncedAt: Date.now(),
    });
    expect(screen.getByLabelText('Water')).toHaveTextContent('Weston');
    const valid = await checkCode(user, await sign(CLAIMS));
    expect(valid).toHaveAccessibleName('Verdict: Valid');
    expect(valid).toHaveTextContent('Alan Perch');
    expect(valid).toHaveTextContent('Adult, member 1001');
    expect(valid).not.toHaveTextContent('no signal');
    // The water's status beside it, with when the phone learnt it (just now: not said to be old).
    const status = screen.getByTestId('water-status');
    expect(status).toHaveTextContent(/^Weston is restricted: Weed cutting, until \w{3} \d+ \w+\./);
    expect(status).toHaveTextContent(/Water status as of \d+ \w{3}, \d\d:\d\d\.$/);

    const expired = await sign({ ...CLAIMS, jti: 'p-2', until: day(-1) });
    expect(await checkCode(user, expired, 'Verdict: Expired')).toBeVisible();
    const revoked = await sign({ ...CLAIMS, jti: 'p-revoked' });
    expect(await checkCode(user, revoked, 'Verdict: Revoked')).toBeVisible();
    const elsewhere = await sign({ ...CLAIMS, jti: 'p-3', waters: ['Clay End'] });
    expect(
      await checkCode(user, elsewhere, 'Verdict: Not valid on this water today'),
    ).toBeVisible();
  });

  it('checks with no signal from the list on the phone, and says how old it is', async () => {
    const { user } = setup(false);
    expect(screen.getByTestId('sync-state')).toHaveTextContent(
      'No signal: using the permit list from 27 Nov, 06:45.',
    );
    const verdict = await checkCode(user, await sign(CLAIMS));
    expect(verdict).toHaveAccessibleName('Verdict: Valid');
    expect(verdict).toHaveTextContent('Checked with no signal, list from 27 Nov, 06:45.');
    // Kept before the phone knew statuses: it says so rather than call the water open.
    expect(screen.getByTestId('water-status')).toHaveTextContent(
      'This phone has no water statuses yet: sync with signal to see if Weston is closed.',
    );
    // A look-up by number needs the server.
    expect(screen.getByRole('button', { name: 'Look up' })).toBeDisabled();
    expect(screen.getByText(/Looking up a member number needs signal/)).toBeInTheDocument();
  });

  it('with no signal, refuses a permit on a water the kept status says is closed, and says how old that is', async () => {
    const flooded = { state: 'closed', reason: 'Flooding', until: null } as const;
    const { user } = setup(false, { waterStatuses: { Weston: flooded } });
    const verdict = await checkCode(user, await sign(CLAIMS), 'Verdict: Water closed');
    expect(verdict).toHaveTextContent('Alan Perch');
    expect(screen.getByTestId('water-status')).toHaveTextContent(
      'Weston is closed (Flooding). Water status as of 27 Nov, 06:45: it may have changed since.',
    );
  });

  it("clears the last verdict while a number is looked up, and drops a look-up's late answer", async () => {
    let fail!: (error: Error) => void;
    vi.mocked(lookUpNumber).mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    const { user } = setup(true);
    await checkCode(user, await sign(CLAIMS), 'Verdict: Valid');
    await user.type(screen.getByLabelText('Member number'), '1001');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    // Not this member's verdict: gone while the server is asked.
    expect(screen.queryByRole('status', { name: /^Verdict/ })).not.toBeInTheDocument();
    // A code checked meanwhile is answered, and the look-up failing later leaves it be.
    expect(await checkCode(user, await sign(CLAIMS), 'Verdict: Valid')).toBeVisible();
    fail(new TypeError('Failed to fetch'));
    await screen.findByRole('button', { name: 'Look up' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('status', { name: 'Verdict: Valid' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a forged code is not a permit', async () => {
    const { user } = setup(true);
    const [header, , signature] = (await sign(CLAIMS)).split('.');
    const forged = btoa(JSON.stringify({ ...CLAIMS, until: '2099-01-01' })).replace(/=+$/, '');
    await user.click(screen.getByLabelText('Permit code'));
    await user.paste(`${header}.${forged}.${signature}`);
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('Not a permit')).toBeInTheDocument();
  });
});

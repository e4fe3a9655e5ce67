import { describe, expect, it, vi } from 'vitest';
import { adminServerUrl } from '../../../config/env';
import { shownAfter, stubFetch } from '../../../testing/fetch-stub';
import { loginErrorMessage } from '../login-error-message';
import { sendPasswordReset } from './password-reset';

// Nobody signed in: "Forgot password?" is asked before signing in.
vi.mock('../../../lib/firebase', () => ({
  loadAuth: async () => ({ authStateReady: async () => {}, currentUser: null }),
}));

const fetchMock = stubFetch();

/** The sentence the admin login shows after "Forgot password?". */
const shown = shownAfter(() => sendPasswordReset('boss@pac.example'), loginErrorMessage);

describe('sendPasswordReset', () => {
  it('asks the admin server, which answers alike for every address', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"ok":true}', { status: 202 }));
    expect(await shown()).toBe('sent');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method, init?.body]).toEqual([
      `${adminServerUrl()}/api/auth/password-reset`,
      'POST',
      '{"email":"boss@pac.example"}',
    ]);
  });

  it('shows a refusal as the server says it, and offline plainly', async () => {
    const tooMany =
      'Too many sign-in and password emails have been asked for from this connection. Try again in 60 minutes.';
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: tooMany }), { status: 429 }),
    );
    expect(await shown()).toBe(tooMany);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await shown()).toBe(
      'The club server cannot be reached. Check your signal and try again.',
    );
  });
});

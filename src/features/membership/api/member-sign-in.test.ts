import { describe, expect, it, vi } from 'vitest';
import { adminServerUrl } from '../../../config/env';
import { shownAfter, stubFetch } from '../../../testing/fetch-stub';
import { sendPasswordReset, sendSignInLink, signInErrorMessage } from './member-sign-in';

// Nobody signed in on this phone: the call goes without a token, as a visitor's does.
vi.mock('../../../lib/firebase', () => ({
  loadAuth: async () => ({ authStateReady: async () => {}, currentUser: null }),
}));

const fetchMock = stubFetch();

/** The sentence the sign-in page shows when asking for a link fails. */
const shown = shownAfter(() => sendSignInLink('sam@pac.example'), signInErrorMessage);

describe('sendSignInLink', () => {
  it('asks the admin server, which sends the club’s own email (a link, or a password reset)', async () => {
    fetchMock.mockImplementation(async () => new Response('{"ok":true}', { status: 202 }));
    expect(await shown()).toBe('sent');
    await sendPasswordReset('sam@pac.example');
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method, init?.body])).toEqual([
      [`${adminServerUrl()}/api/auth/sign-in-link`, 'POST', '{"email":"sam@pac.example"}'],
      [`${adminServerUrl()}/api/auth/password-reset`, 'POST', '{"email":"sam@pac.example"}'],
    ]);
  });

  it('shows a refusal as the server says it, with when to try again, and offline plainly', async () => {
    const tooMany =
      'Too many sign-in and password emails have gone to this address. Try again in 40 minutes.';
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

/**
 * A stand-in for the global fetch, for tests of the site's calls to the admin server
 * (lib/admin-server.ts) that need no server: each test starts with a fresh mock, and the real
 * fetch is back after it. Call it at the top of a test file; the mock it returns is the one stubbed.
 */
import { afterEach, beforeEach, vi } from 'vitest';

export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** What a page shows after `send`: 'sent' when it went, or the sentence `message` makes of why not. */
export const shownAfter =
  (send: () => Promise<unknown>, message: (error: unknown) => string) => (): Promise<string> =>
    send().then(() => 'sent', message);

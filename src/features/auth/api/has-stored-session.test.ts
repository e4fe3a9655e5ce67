// @vitest-environment jsdom
// The stored session is in the browser's localStorage.
import { afterEach, describe, expect, it } from 'vitest';
import { hasStoredSession } from './has-stored-session';

const KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';

afterEach(() => localStorage.clear());

describe('hasStoredSession', () => {
  it('is false for a visitor with nothing stored', () => {
    expect(hasStoredSession()).toBe(false);
  });

  it("is true for an admin's stored session", () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ uid: 'a1', email: 'a@pac.example', isAnonymous: false }),
    );
    expect(hasStoredSession()).toBe(true);
  });

  it('is false for the anonymous session of a member who submitted a catch', () => {
    localStorage.setItem(KEY, JSON.stringify({ uid: 'm1', isAnonymous: true }));
    expect(hasStoredSession()).toBe(false);
  });
});

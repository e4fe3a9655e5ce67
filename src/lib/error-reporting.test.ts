import { describe, expect, it } from 'vitest';
import { createReporter, MAX_PER_SESSION, reportOf, type ErrorReport } from './error-reporting';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('reportOf', () => {
  it('keeps the error and the path, and blanks addresses and long numbers', () => {
    const report = reportOf(
      new TypeError('no member angler@pac.example with card 12345678'),
      'error',
      '/catches',
    );
    expect(report).toMatchObject({
      message: 'TypeError: no member [email] with card [number]',
      page: '/catches',
      kind: 'error',
    });
    expect(report?.stack).not.toContain('angler@pac.example');
  });

  it("ignores a cross-origin script's error", () => {
    expect(reportOf('Script error.', 'error', '/')).toBeNull();
  });
});

describe('createReporter', () => {
  it('sends each message once and at most the bound a session, across pages of the session', () => {
    const sent: ErrorReport[] = [];
    const storage = memoryStorage();
    const report = (message: string) => ({ message, page: '/', kind: 'error' as const });
    const first = createReporter({ storage, send: (r) => sent.push(r) });
    first(report('a'));
    first(report('a'));
    first(report('b'));
    // The next page of the same tab session: the count carries over.
    const next = createReporter({ storage, send: (r) => sent.push(r) });
    for (const message of ['c', 'd', 'e']) next(report(message));
    expect(sent.map((r) => r.message)).toEqual(['a', 'b', 'c']);
    expect(sent).toHaveLength(MAX_PER_SESSION);
  });
});

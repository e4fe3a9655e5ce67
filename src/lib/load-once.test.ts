import { describe, expect, it } from 'vitest';
import { failedToLoadCode, loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and shares the result', async () => {
    let loads = 0;
    const load = loadOnce(async () => ++loads);
    expect(await Promise.all([load(), load()])).toEqual([1, 1]);
    expect(await load()).toBe(1);
    expect(loads).toBe(1);
  });

  it('tries again after a failure, instead of giving the same failure', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      if (++loads === 1) throw new TypeError('Failed to fetch dynamically imported module: x.js');
      return 'code';
    });
    await expect(load()).rejects.toThrow(/dynamically imported/);
    expect(await load()).toBe('code');
    expect(await load()).toBe('code');
    expect(loads).toBe(2);
  });
});

describe('failedToLoadCode', () => {
  it("knows the browsers' failed imports from other errors", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://pac.example/assets/a.js',
      'error loading dynamically imported module: https://pac.example/assets/a.js',
      'Importing a module script failed.',
    ]) {
      expect(failedToLoadCode(new TypeError(message)), message).toBe(true);
    }
    expect(
      failedToLoadCode(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(false);
    expect(failedToLoadCode(new Error('Failed to fetch dynamically imported module: a.js'))).toBe(
      false,
    );
    expect(failedToLoadCode({ code: 'unavailable' })).toBe(false);
  });
});

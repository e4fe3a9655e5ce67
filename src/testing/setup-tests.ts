/**
 * Set-up for every unit and component test, in Node's environment or jsdom (vite.config.ts,
 * projects `unit` and `component`). What only a rendered page needs is in setup-dom.ts.
 */
import { afterEach, beforeEach, vi } from 'vitest';

// A React warning or any console.error during a test is a bug: fail the test on it.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error during test: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

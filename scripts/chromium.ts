/**
 * Debian's Chromium, for the end-to-end tests (e2e/support/browser.ts) and the bench
 * (scripts/bench/): Playwright's own browser download cannot work offline. CHROMIUM_PATH, or
 * CHROME_PATH (Lighthouse's name for it), chooses another.
 */
import { execFileSync } from 'node:child_process';

export function chromiumPath(): string {
  const configured = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH;
  if (configured) return configured;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error('Chromium was not found: apt-get install -y chromium (or set CHROMIUM_PATH).');
  }
}

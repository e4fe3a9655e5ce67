/**
 * How `npm test` runs each tool quietly: its output is kept in a log file under .cache/test-logs/
 * and printed only when the tool fails, so a green run shows one line per step and a red one shows
 * everything the tool said.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const LOG_DIR = path.join(root, '.cache/test-logs');

export class StepFailed extends Error {
  constructor(
    message: string,
    /** What the tool printed, for the reader to see why. */
    readonly output: string,
  ) {
    super(message);
  }
}

/** Runs `command`, its output going to `.cache/test-logs/<name>.log`; resolves with that output. */
export function runQuiet(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `${name}.log`);
  const log = createWriteStream(logFile);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.once('error', reject);
    child.once('close', (code, signal) => {
      log.end(() => {
        const output = readFileSync(logFile, 'utf8');
        if (code === 0) resolve(output);
        else {
          reject(
            new StepFailed(
              `${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`}); ` +
                `its whole output: ${path.relative(root, logFile)}`,
              output,
            ),
          );
        }
      });
    });
  });
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * What to show of a failed Vitest run: everything but the lines of files and tests that passed
 * (the failing tests' errors, diffs and console output, and Vitest's own summary).
 */
export function failureReport(output: string): string {
  return output
    .split('\n')
    .filter((line) => !/^\s*(✓|↓)\s/.test(line.replace(ANSI, '')))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+/, '')
    .trimEnd();
}

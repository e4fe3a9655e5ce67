/** A logger whose JSON lines a test can read back, to check what the server logs (and what not). */
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../../src/logger';

export type LogLine = Record<string, unknown> & { message?: string; requestId?: string };

export function logLines(): { logger: Logger; lines(): LogLine[]; text(): string } {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  const text = () => chunks.join('');
  return {
    logger: createLogger({ level: 'info', destination }),
    text,
    lines: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
  };
}

/** Parses a child process's stdout as JSON lines; a line that is not JSON fails the test. */
export function parseJsonLines(stdout: string): LogLine[] {
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`Not a JSON log line: ${line}`);
      }
    });
}

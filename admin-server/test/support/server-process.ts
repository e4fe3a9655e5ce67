/**
 * The real admin server (src/index.ts) as a child process on a port of its choosing (PORT=0),
 * against the test emulators, with its stdout read as JSON log lines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseJsonLines, type LogLine } from './log-lines';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  stdout(): string;
  lines(): LogLine[];
  /** Resolves with the first log line that matches, including lines already written. */
  lineMatching(predicate: (line: LogLine) => boolean): Promise<LogLine>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnServer(
  env: Record<string, string | undefined> = {},
  options: { preload?: string; waitForListening?: boolean } = {},
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      ...(options.preload ? ['--import', options.preload] : []),
      path.join(serverDir, 'src/index.ts'),
    ],
    {
      cwd: serverDir,
      // An undefined value removes the variable.
      env: Object.fromEntries(
        Object.entries({
          ...process.env,
          PORT: '0',
          LISTEN_HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
          ...env,
        }).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  const waiting: Array<{ predicate: (line: LogLine) => boolean; resolve: (l: LogLine) => void }> =
    [];
  const lines = () => parseJsonLines(stdout.slice(0, stdout.lastIndexOf('\n') + 1));
  const settle = () => {
    for (const waiter of [...waiting]) {
      const found = lines().find(waiter.predicate);
      if (found) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(found);
      }
    }
  };
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    settle();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const lineMatching = (predicate: (line: LogLine) => boolean) =>
    new Promise<LogLine>((resolve, reject) => {
      const found = lines().find(predicate);
      if (found) return resolve(found);
      waiting.push({ predicate, resolve });
      void exited.then(({ code }) => {
        const late = lines().find(predicate);
        if (late) resolve(late);
        else reject(new Error(`The server exited (${code}) first.\n${stdout}\n${stderr}`));
      });
    });

  const base = { child, stdout: () => stdout, lines, lineMatching, exited };
  if (options.waitForListening === false) {
    return Promise.resolve({ ...base, baseUrl: '', port: 0 });
  }
  return lineMatching((line) => typeof line.port === 'number').then((line) => {
    const port = line.port as number;
    return { ...base, port, baseUrl: `http://127.0.0.1:${port}` };
  });
}

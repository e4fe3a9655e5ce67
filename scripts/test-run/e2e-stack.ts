/**
 * One further end-to-end stack (config.ts's E2E_PROJECT_IDS), as a child of the process that runs
 * stack 0 (e2e-site.ts's startE2eSite), with PAC_E2E_STACK naming it: its own project seeded, a
 * build for that project, its admin server and site on the stack's ports. Its lines and 'ready' go
 * to the parent over IPC; it stops when the parent kills it or goes away.
 */
import { HOST, TEST_PORTS } from '../emulators/config.ts';
import { useEmulatorEnv } from '../stack.ts';
import { closeServers, startE2eStack, type E2eServer } from './e2e-site.ts';

let servers: E2eServer[] = [];
const stop = () => {
  closeServers(servers);
  process.exit(0);
};
process.on('disconnect', stop);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

const send = (message: object) => process.send?.(message);
try {
  useEmulatorEnv(TEST_PORTS);
  // The links in this stack's emails lead to its own admin server (`npm test` sets stack 0's).
  if (process.env.MAIL_API_BASE)
    process.env.MAIL_API_BASE = `http://${HOST}:${TEST_PORTS.adminServer}/api`;
  servers = await startE2eStack((line) => send({ line }));
  send({ ready: true });
} catch (error) {
  send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}

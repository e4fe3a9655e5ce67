/**
 * `npm run preview`: builds the site (the browser's files and the server renderer) and serves it
 * through the renderer, as production does, against the emulators of a running `npm run dev` when
 * there are some, else against emulators of its own (the test ports, seeded with the demo club).
 * Prints the site's address. Ctrl-C stops it.
 */
import net from 'node:net';
import { DEV_PORTS, HOST, TEST_PORTS, type StackPorts } from './emulators/config.ts';
import { StackError, startEmulators, type RunningEmulators } from './emulators/launcher.ts';
import { buildSite, localSiteOrigin, startSite } from './site-server.ts';
import { useEmulatorEnv } from './stack.ts';

const OUT_DIR = '.preview-dist';
/** The preview's own port, beside the dev server's. */
const PREVIEW_PORT = 4173;

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, HOST);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function main() {
  let ports: StackPorts = DEV_PORTS;
  let emulators: RunningEmulators | undefined;
  if (await listening(DEV_PORTS.firestore)) {
    console.log(
      `Using the emulators of the running \`npm run dev\` (Firestore ${DEV_PORTS.firestore}).`,
    );
    useEmulatorEnv(ports);
  } else {
    ports = TEST_PORTS;
    useEmulatorEnv(ports);
    console.log('Starting emulators of its own (Auth, Firestore, Storage)...');
    emulators = await startEmulators(ports);
    const { isSeeded, seedDemoData } = await import('./seed/seed-demo-data.ts');
    if (!(await isSeeded())) await seedDemoData();
  }
  const stop = () => void (emulators?.stop() ?? Promise.resolve()).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  console.log('Building the site and its server renderer...');
  await buildSite(OUT_DIR, { logLevel: 'warn' });
  // With firebase.json's headers, as Hosting sends them (its Content-Security-Policy included).
  const origin = localSiteOrigin(PREVIEW_PORT);
  await startSite(OUT_DIR, PREVIEW_PORT, origin, ports);
  console.log(`
  The built site, rendered on the server, against Firestore on port ${ports.firestore}:

    ${origin}/

  Press Ctrl-C to stop.
`);
}

main().catch((error: unknown) => {
  console.error(error instanceof StackError ? `\n  ${error.message}\n` : error);
  process.exit(1);
});

/**
 * The admin server as a process: listens, logs JSON lines, drains on SIGTERM/SIGINT within
 * SHUTDOWN_TIMEOUT_MS, and exits non-zero on an unhandled rejection or uncaught exception rather
 * than running on half-dead. The app itself is built in configured-app.ts.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { assertSafeListenHost, listenHost, loadSettings } from './config.ts';
import { configuredApp } from './configured-app.ts';
import { firebaseServices } from './firebase.ts';
import { createLogger } from './logger.ts';
import { startMailSender } from './mail/sender.ts';

const logger = createLogger();

function exitOnCrash(log: Logger) {
  process.on('unhandledRejection', (reason) => {
    log.fatal({ err: reason }, 'unhandled promise rejection: exiting');
    process.exit(1);
  });
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception: exiting');
    process.exit(1);
  });
}

function drainOnSignals(server: Server, log: Logger, timeoutMs: number) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(
      { signal, timeoutMs },
      'shutting down: no new connections, finishing requests in flight',
    );
    const force = setTimeout(() => {
      log.warn({ timeoutMs }, 'requests still in flight after the shutdown bound: closing them');
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearTimeout(force);
      log.info('shut down');
      process.exit(0);
    });
    // Idle keep-alive connections would otherwise hold the server open until they time out.
    server.closeIdleConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

exitOnCrash(logger);
try {
  const settings = loadSettings();
  const host = listenHost(settings);
  assertSafeListenHost(settings, host);
  const app = configuredApp(settings, logger);
  const server = app.listen(settings.PORT, host, () => {
    const { port } = server.address() as AddressInfo;
    logger.info({ host, port }, `admin server listening on http://${host}:${port}`);
  });
  server.once('error', (error) => {
    logger.fatal({ err: error }, 'the admin server could not listen');
    process.exit(1);
  });
  // On a Node host the sender runs here (on Functions, function.ts's schedule runs it).
  const stopMail = startMailSender(firebaseServices(settings.GCLOUD_PROJECT).db, {
    onError: (error) => logger.error({ err: error }, 'the mail sender failed'),
  });
  server.once('close', stopMail);
  drainOnSignals(server, logger, settings.SHUTDOWN_TIMEOUT_MS);
} catch (error) {
  logger.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

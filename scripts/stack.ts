/** Pieces of the local stack shared by `npm run dev`, `npm test` and the benchmarks. */
import type { Server } from 'node:http';
import { emulatorEnv, HOST, siteEnv, type StackPorts } from './emulators/config.ts';
import { assertPortFree } from './emulators/launcher.ts';

/** Points firebase-admin (and anything else in this process) at the emulators of `ports`. */
export function useEmulatorEnv(ports: StackPorts): void {
  Object.assign(process.env, emulatorEnv(ports), siteEnv(ports));
}

/** The admin server, in this process, on `port`, allowing the given site origins. */
export async function startAdminServer(
  port: number,
  allowedOrigins: string[],
  overrides: { rateLimitPerMinute?: number; env?: Record<string, string> } = {},
): Promise<Server> {
  await assertPortFree(port, 'admin server');
  const { configuredApp } = await import('../admin-server/src/configured-app.ts');
  const { loadSettings } = await import('../admin-server/src/config.ts');
  // `env`: settings for this server alone (an end-to-end stack's Stripe stand-in), leaving this
  // process's environment, which other steps' processes inherit, as it was.
  const settings = loadSettings({
    ...process.env,
    ...overrides.env,
    PORT: String(port),
    ALLOWED_ORIGINS: allowedOrigins.join(','),
  });
  const app = configuredApp({
    ...settings,
    RATE_LIMIT_PER_MINUTE: overrides.rateLimitPerMinute ?? settings.RATE_LIMIT_PER_MINUTE,
  });
  // The mail sender (admin-server/src/mail/sender.ts), as the schedule runs it in production: it
  // sends to SMTP_URL (MailDev in dev and tests) and does nothing when no mail server is set.
  const { startMailSender } = await import('../admin-server/src/mail/sender.ts');
  const { firebaseServices } = await import('../admin-server/src/firebase.ts');
  const stopMail = startMailSender(firebaseServices(settings.GCLOUD_PROJECT).db, {
    intervalMs: 5_000,
  });
  return new Promise((resolve, reject) => {
    const server = app.listen(port, HOST, () => resolve(server));
    server.once('error', reject);
    server.once('close', stopMail);
  });
}

export function siteOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://${HOST}:${port}`];
}

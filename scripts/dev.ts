/**
 * `npm run dev`: the whole stack on the local emulators. Starts Auth, Firestore and Storage, seeds
 * the demo club when the database is empty, starts the admin server on 3001 and the site on 5173
 * (public pages rendered on the server as in production, from the source: scripts/site-server.ts
 * startDevSite), MailDev (the inbox every email goes to), and prints where everything is. Ctrl-C stops it all.
 */
import path from 'node:path';
import { DEV_PORTS } from './emulators/config.ts';
import { StackError, startEmulators } from './emulators/launcher.ts';
import { DEV_MAIL_PORTS, startMailDev } from './emulators/maildev.ts';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts';
import { DEMO_MEMBERS } from './seed/demo-members.ts';
import { localSiteOrigin, startDevSite } from './site-server.ts';
import { siteOrigins, startAdminServer, useEmulatorEnv } from './stack.ts';
import { startDevStripeStandin } from './stripe/dev-standin.ts';

async function main() {
  useEmulatorEnv(DEV_PORTS);
  console.log('Starting the Firebase emulators (Auth, Firestore, Storage)...');
  const emulators = await startEmulators(DEV_PORTS);
  // The local mail server: the admin server sends every email there through SMTP (docs/email.md).
  const mail = await startMailDev(DEV_MAIL_PORTS);
  const stopAll = async () => {
    await mail.stop();
    await emulators.stop();
    process.exit(0);
  };
  process.on('SIGINT', stopAll);
  process.on('SIGTERM', stopAll);

  const { isSeeded, seedDemoData } = await import('./seed/seed-demo-data.ts');
  if (await isSeeded()) {
    console.log('Demo data already present.');
  } else {
    console.log('Seeding the demo club...');
    await seedDemoData();
  }

  // The address printed below: the site's canonical and preview addresses name it, and so do the
  // links in emails (their unsubscribe links go to the admin server, which answers /api/… too).
  const siteOrigin = localSiteOrigin(DEV_PORTS.site, 'localhost');
  Object.assign(process.env, mail.env, {
    SITE_ORIGIN: siteOrigin,
    MAIL_API_BASE: `http://localhost:${DEV_PORTS.adminServer}/api`,
  });
  // STRIPE_STANDIN=1: Stripe Checkout against the local stand-in (before the admin server reads its settings).
  const stripe = await startDevStripeStandin(DEV_PORTS.adminServer, siteOrigin);
  await startAdminServer(DEV_PORTS.adminServer, siteOrigins(DEV_PORTS.site));
  await startDevSite(DEV_PORTS.site, siteOrigin);

  console.log(`
  Priory Angling Club is running on the local emulators.

    Site:          ${siteOrigin}/ (public pages rendered on the server, as in production)
    Admin login:   ${siteOrigin}/admin/login
    Admin server:  http://localhost:${DEV_PORTS.adminServer}/health
    Payments:      ${stripe ? `Stripe Checkout on the local stand-in, ${stripe.url} (no money moves)` : 'pay the treasurer (STRIPE_STANDIN=1 npm run dev for Stripe on a local stand-in)'}
    Mail inbox:    ${mail.inbox} (MailDev: every email the site sends lands here; SMTP ${DEV_MAIL_PORTS.smtp})
    Emulators:     Auth ${DEV_PORTS.auth}, Firestore ${DEV_PORTS.firestore}, Storage ${DEV_PORTS.storage} (project demo-pac)
    Rules:         firestore.rules and storage.rules are enforced (Storage: ${emulators.storageRules});
                   edits to storage.rules reload on save. Emulator log: ${path.relative(process.cwd(), emulators.logFile)}

  Demo admin accounts (emulator only):
${DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(34)} ${a.password.padEnd(18)} ${a.note}`).join('\n')}
    (the bailiff checks permits at ${siteOrigin}/check)

  Demo members (emulator only; sign in at ${siteOrigin}/account with the password, or by the
  emailed link, which lands in the Mail inbox above):
${DEMO_MEMBERS.map((m) => `    ${m.email.padEnd(34)} ${(m.uid ? m.password : '(no account yet)').padEnd(18)} ${m.note}`).join('\n')}

  Press Ctrl-C to stop everything.
`);
}

main().catch((error: unknown) => {
  console.error(error instanceof StackError ? `\n  ${error.message}\n` : error);
  process.exit(1);
});

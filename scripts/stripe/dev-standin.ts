/**
 * The Stripe path on the local stack, with the stand-in (standin.ts) in place of Stripe:
 * `STRIPE_STANDIN=1 npm run dev`, and every end-to-end stack (test-run/e2e-site.ts). Without
 * STRIPE_STANDIN=1, dev shows "pay the treasurer", as a club without a Stripe key has it.
 */
import { HOST } from '../emulators/config.ts';
import { assertPortFree } from '../emulators/launcher.ts';
import { startStripeStandin, type StripeStandin } from './standin.ts';

/** stripe-mock's customary port; nothing else of the stack uses it. */
export const DEV_STANDIN_PORT = 12111;
const SECRET_KEY = 'sk_test_pac_standin';
const WEBHOOK_SECRET = 'whsec_pac_standin_dev';

/** A running stand-in and the admin server settings (config.ts's names) that use it. */
export interface LocalStripe {
  standin: StripeStandin;
  settings: Record<string, string>;
}

/**
 * The stand-in on `port`, sending its webhook to the admin server on `adminServerPort`, and the
 * settings that point that admin server at it, with `siteOrigin` where Checkout sends payers back.
 */
export async function startLocalStripe(
  port: number,
  adminServerPort: number,
  siteOrigin: string,
): Promise<LocalStripe> {
  await assertPortFree(port, 'Stripe stand-in');
  const standin = await startStripeStandin({
    port,
    host: HOST,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `http://${HOST}:${adminServerPort}/api/stripe/webhook`,
  });
  const settings = {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: standin.host,
    STRIPE_API_PORT: String(standin.port),
    STRIPE_API_PROTOCOL: 'http',
    SITE_ORIGIN: siteOrigin,
  };
  return { standin, settings };
}

/**
 * `STRIPE_STANDIN=1 npm run dev`: sets the admin server's Stripe settings in this process's
 * environment, so call it before the admin server starts.
 */
export async function startDevStripeStandin(
  adminServerPort: number,
  siteOrigin: string,
): Promise<StripeStandin | null> {
  if (process.env.STRIPE_STANDIN !== '1') return null;
  const { standin, settings } = await startLocalStripe(
    DEV_STANDIN_PORT,
    adminServerPort,
    siteOrigin,
  );
  Object.assign(process.env, settings);
  return standin;
}

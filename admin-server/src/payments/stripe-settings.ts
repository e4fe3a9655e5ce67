/**
 * The admin server's Stripe settings (docs/members.md, "Payments"), spread into config.ts's
 * schema. Stripe Checkout is on when both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set
 * (in production, the functions' secrets: README, "Taking payments with Stripe"); otherwise
 * members pay the treasurer. STRIPE_API_HOST/PORT/PROTOCOL point the library elsewhere than
 * api.stripe.com: only at the local stand-in (scripts/stripe/standin.ts), in tests and dev.
 */
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

export const stripeSettingsShape = {
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_HOST: optionalText,
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** The site's own origin: where Checkout sends the payer back (success_url, cancel_url). */
  SITE_ORIGIN: optionalText.pipe(
    z.url({ message: 'SITE_ORIGIN must be the URL the site is served at' }).optional(),
  ),
};

export type StripeSettings = z.infer<ReturnType<typeof z.object<typeof stripeSettingsShape>>>;

/** Stripe as configured, or null: members pay the treasurer. Refuses a half-configured Stripe. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The site's origin alone (no path), where Checkout sends the payer back. */
  siteOrigin: string;
  /** Only for the local stand-in. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export function stripeConfig(settings: Partial<StripeSettings>): StripeConfig | null {
  const { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret, SITE_ORIGIN: origin } = settings;
  if (!key && !secret) return null;
  if (!key || !secret) {
    const [missing, present] = key
      ? ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY']
      : ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];
    throw new Error(
      `${missing} is not set while ${present} is: set both (payments taken without the webhook's secret would never activate a membership), or neither to have members pay the treasurer.`,
    );
  }
  if (!origin) {
    throw new Error(
      'SITE_ORIGIN is not set: Stripe Checkout sends the payer back to the site, so give the address the site is served at (such as https://club.example).',
    );
  }
  const host = settings.STRIPE_API_HOST;
  if (!host && !/^(sk|rk)_(test|live)_/.test(key)) {
    throw new Error(
      'STRIPE_SECRET_KEY does not look like a Stripe secret key (sk_live_… or sk_test_…).',
    );
  }
  if (!secret.startsWith('whsec_')) {
    throw new Error(
      "STRIPE_WEBHOOK_SECRET does not look like a webhook endpoint's signing secret (whsec_…).",
    );
  }
  const protocol = settings.STRIPE_API_PROTOCOL ?? 'https';
  return {
    secretKey: key,
    webhookSecret: secret,
    siteOrigin: new URL(origin).origin,
    ...(host
      ? {
          api: {
            host,
            protocol,
            port: settings.STRIPE_API_PORT ?? (protocol === 'http' ? 80 : 443),
          },
        }
      : {}),
  };
}

/**
 * The functions' secrets the api function declares for Stripe: when the deploy wrote
 * STRIPE_CHECKOUT=on into its environment (scripts/deploy/api-env.ts; firebase-tools gives that
 * file to the code it loads to read the function's options, and to the function). Declared, they
 * must exist in the project, or the deploy stops; so none without Stripe.
 */
export function stripeSecretNames(env: NodeJS.ProcessEnv = process.env): string[] {
  return env.STRIPE_CHECKOUT === 'on' ? ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] : [];
}

import Stripe from 'stripe';
import type { StripeConfig } from './stripe-settings.ts';

/**
 * The official library for the configured key. It talks to api.stripe.com unless the settings
 * name another host: only the local stand-in (scripts/stripe/standin.ts), in tests and dev.
 */
export function stripeClient(config: Pick<StripeConfig, 'secretKey' | 'api'>): Stripe {
  return new Stripe(config.secretKey, {
    ...config.api,
    // Retried with the library's own idempotency keys: a blip does not lose a joiner's checkout.
    maxNetworkRetries: 2,
    timeout: 20_000,
    // Latency reports to Stripe are of no use to the club.
    telemetry: false,
  });
}

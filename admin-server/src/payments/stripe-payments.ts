/**
 * Stripe for the admin server, built once from its settings: the client, the webhook's secret,
 * and startCheckout for the join and day-ticket routes. Undefined when Stripe is not configured
 * (members then pay the treasurer).
 */
import type Stripe from 'stripe';
import { checkoutStarter, type StartCheckout } from './checkout.ts';
import { stripeClient } from './stripe-client.ts';
import { stripeConfig, type StripeSettings } from './stripe-settings.ts';

export interface StripePayments {
  stripe: Stripe;
  webhookSecret: string;
  startCheckout: StartCheckout;
}

export function stripePayments(settings: Partial<StripeSettings>): StripePayments | undefined {
  const config = stripeConfig(settings);
  if (!config) return undefined;
  const stripe = stripeClient(config);
  return {
    stripe,
    webhookSecret: config.webhookSecret,
    startCheckout: checkoutStarter(stripe, config.siteOrigin),
  };
}

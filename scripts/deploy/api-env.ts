/**
 * The api function's settings for a project, as firebase-tools reads them at deploy: a
 * `.env.<project>` file in admin-server/ (gitignored). SITE_ORIGIN is where Stripe Checkout sends
 * the payer back; STRIPE_CHECKOUT=on (from .env.production.local) makes the function declare the
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET secrets (admin-server/src/function.ts), which must
 * then exist in the project: README, "Taking payments with Stripe". Without it the function needs
 * no Stripe secret, and members pay the treasurer.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OpsError } from '../ops/target.ts';

const API_CODEBASE = 'admin-server';

/** STRIPE_CHECKOUT as .env.production.local gives it: on, or off when unset. */
export function stripeCheckoutOn(value: string | undefined): boolean {
  const given = value?.trim().toLowerCase() ?? '';
  if (given === '' || given === 'off') return false;
  if (given === 'on') return true;
  throw new OpsError(`STRIPE_CHECKOUT is "${value}": set it to on (Stripe Checkout) or off.`);
}

export function writeApiEnv(
  root: string,
  project: string,
  origin: string,
  stripe: boolean,
): string {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
    functions: { source: string; codebase?: string }[];
  };
  const api = config.functions.find((entry) => entry.codebase === API_CODEBASE);
  if (!api) throw new OpsError(`firebase.json has no functions codebase "${API_CODEBASE}".`);
  const file = path.join(root, api.source, `.env.${project}`);
  writeFileSync(
    file,
    `# Written by npm run deploy for ${project} (scripts/deploy/api-env.ts): the api function's settings.\nSITE_ORIGIN=${origin}\n${stripe ? 'STRIPE_CHECKOUT=on\n' : ''}`,
  );
  return file;
}

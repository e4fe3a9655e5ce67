import { isIP } from 'node:net';
import { z } from 'zod';
import { stripeSettingsShape } from './payments/stripe-settings.ts';

/** On the emulators firebase-admin accepts unsigned ID tokens: such a server must not be reachable. */
const EMULATOR_VARIABLES = ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST'] as const;

/** The admin server's settings, validated at start so a bad setting fails fast with its name. */
const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /**
   * The address to listen on. Unset: loopback when the emulators are in use (see
   * assertSafeListenHost), every interface otherwise, as a container host expects.
   */
  LISTEN_HOST: z.string().trim().min(1).optional(),
  GCLOUD_PROJECT: z
    .string()
    .min(1, 'GCLOUD_PROJECT (the Firebase project id) is required')
    .default('demo-pac'),
  /** Comma-separated site origins allowed to call the server from a browser. */
  ALLOWED_ORIGINS: z
    .string()
    .default('http://localhost:5173,http://127.0.0.1:5173')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ message: 'ALLOWED_ORIGINS must be comma-separated URLs' })).min(1)),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** On SIGTERM, how long requests in flight may take before their connections are closed. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Proxies in front that set X-Forwarded-For (0 when clients connect directly). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Stripe Checkout, and SITE_ORIGIN for its return addresses: payments/stripe-settings.ts. */
  ...stripeSettingsShape,
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  FIRESTORE_EMULATOR_HOST: z.string().optional(),
});

export type Settings = z.infer<typeof settingsSchema>;

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid admin server settings:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

export function usesEmulators(settings: Settings): boolean {
  return EMULATOR_VARIABLES.some((name) => !!settings[name]);
}

export function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1' || host === '[::1]';
}

/** Where to listen: LISTEN_HOST, else loopback on the emulators and every interface otherwise. */
export function listenHost(settings: Settings): string {
  return settings.LISTEN_HOST ?? (usesEmulators(settings) ? '127.0.0.1' : '0.0.0.0');
}

/**
 * Refuses a server that trusts the emulators (which accept unsigned tokens for any uid) while
 * listening where other machines can reach it.
 */
export function assertSafeListenHost(settings: Settings, host = listenHost(settings)): void {
  if (!usesEmulators(settings) || isLoopback(host)) return;
  const set = EMULATOR_VARIABLES.filter((name) => settings[name]).join(' and ');
  throw new Error(
    `Refusing to listen on ${host}: ${set} ${set.includes(' and ') ? 'are' : 'is'} set, and on ` +
      'the emulators anyone can forge a sign-in, so the admin server may only listen on loopback ' +
      '(LISTEN_HOST=127.0.0.1) there.',
  );
}

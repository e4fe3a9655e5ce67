import { z } from 'zod';

/** The admin server's settings, validated at start so a bad setting fails fast with its name. */
const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3001),
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

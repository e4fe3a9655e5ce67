import { z } from 'zod';
import { MIN_ADMIN_PASSWORD_LENGTH } from '../../../src/config/constants.ts';
import { HttpError } from '../http-error.ts';

/**
 * What the user endpoints accept. Messages name the field, since the admin screen shows them as
 * they are. Unknown fields are refused rather than ignored, so a typo never passes silently.
 */

/** Firebase uids are at most 128 characters; ours never hold '/', which would escape the doc path. */
export const uidSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be 1 to 128 letters, digits, "-" or "_"');

const email = z
  .email({ error: 'must be a valid e-mail address' })
  .max(254, 'must be at most 254 characters');

const displayName = z
  .string({ error: 'is required (text)' })
  .trim()
  .min(1, 'is required')
  .max(100, 'must be at most 100 characters');

const password = z
  .string({ error: 'is required (text)' })
  .min(MIN_ADMIN_PASSWORD_LENGTH, `must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`)
  // Firebase Auth refuses longer ones; say so here rather than as a server error.
  .max(128, 'must be at most 128 characters');

const disabled = z.boolean({ error: 'must be true or false' });

export const createAdminSchema = z.strictObject({
  email,
  password,
  displayName,
  disabled: disabled.default(false),
});

export const updateUserSchema = z.strictObject({
  email,
  displayName,
  disabled,
  // Optional: the edit form sends an empty confirmation value when the password stays as it is.
  password: z.union([z.literal(''), password]).optional(),
});

export type CreateAdminInput = z.infer<typeof createAdminSchema>;
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** The uid of the URL, or a 400. */
export function parseUid(value: unknown): string {
  const parsed = uidSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new HttpError(400, `uid ${parsed.error.issues[0]?.message ?? 'is invalid'}.`);
}

/** The request body as `schema` describes it, or a 400 naming the first field that is wrong. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue?.code === 'unrecognized_keys') {
    throw new HttpError(400, `Unknown field(s) in the request body: ${issue.keys.join(', ')}.`);
  }
  if (!issue || issue.path.length === 0) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  throw new HttpError(400, `${issue.path.join('.')} ${issue.message}.`);
}

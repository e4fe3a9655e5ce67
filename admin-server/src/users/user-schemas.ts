import { z } from 'zod';
import { HttpError } from '../http-error.ts';
import {
  MIN_ADMIN_PASSWORD_LENGTH,
  PERMISSION_FLAGS,
  type PermissionFlag,
} from './user-constants.ts';

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

/** Every flag (one per admin area), each a boolean: a flag left out is refused rather than guessed. */
const permissions = z.strictObject(
  Object.fromEntries(
    PERMISSION_FLAGS.map((flag) => [flag, z.boolean({ error: 'must be true or false' })]),
  ) as Record<PermissionFlag, z.ZodBoolean>,
  { error: `must be an object with the ${PERMISSION_FLAGS.length} permission flags` },
);

export const createAdminSchema = z.strictObject({
  email,
  password,
  displayName,
  disabled: disabled.default(false),
  permissions,
});

export const updateUserSchema = z.strictObject({
  email,
  displayName,
  disabled,
  // Optional: the edit form sends an empty confirmation value when the password stays as it is.
  password: z.union([z.literal(''), password]).optional(),
  // null: the account is not one of the club's admins (no permissions document). Making an
  // account an admin is the explicit choice of sending the flags.
  permissions: permissions.nullable(),
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
    const where = issue.path.length ? issue.path.join('.') : 'the request body';
    throw new HttpError(400, `Unknown field(s) in ${where}: ${issue.keys.join(', ')}.`);
  }
  if (!issue || issue.path.length === 0) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  throw new HttpError(400, `${issue.path.join('.')} ${issue.message}.`);
}

/** What members and the secretary send, checked with zod; each refusal a sentence. */
import { z } from 'zod';

/** Typed text: trimmed, not blank, bounded, and free of control characters. */
export const text = (label: string, max: number) =>
  z
    .string({ message: `Give ${label}.` })
    .trim()
    .min(1, `Give ${label}.`)
    .max(
      max,
      `${label[0]!.toUpperCase()}${label.slice(1)} is too long (at most ${max} characters).`,
    )
    .refine((value) => !/[\p{Cc}\p{Cf}]/u.test(value.replace(/\n/g, '')), {
      message: `${label[0]!.toUpperCase()}${label.slice(1)} has characters that cannot be shown.`,
    });

export const email = (label: string) =>
  z
    .string({ message: `Give ${label}.` })
    .trim()
    .toLowerCase()
    .pipe(
      z.email({ message: `${label[0]!.toUpperCase()}${label.slice(1)} is not an email address.` }),
    )
    .pipe(z.string().max(200, 'The email address is too long.'));

export const isoDate = (label: string) =>
  z
    .string({ message: `Give ${label}.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Give ${label} as a date (YYYY-MM-DD).`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      message: `${label[0]!.toUpperCase()}${label.slice(1)} is not a real date.`,
    });

export const guardianSchema = z.object({
  name: text("the parent or guardian's name", 100),
  email: email("the parent or guardian's email"),
  phone: text("the parent or guardian's phone number", 30),
  consent: z.literal(true, { message: 'A parent or guardian must give their consent.' }),
});

/** The member's own details (join, PUT /account/details, the secretary's edit). */
export const detailsShape = {
  name: text('your name', 100),
  phone: text('a phone number', 30),
  address: text('an address', 300),
  guardian: guardianSchema.nullable().optional(),
  publishName: z.boolean({ message: 'Say whether your name may be published.' }),
  publishPhotos: z.boolean({ message: 'Say whether your photos may be published.' }),
};

/**
 * How a member chose to pay, on joining or renewing: online by card (when the club takes cards; the
 * default, as before the choice was offered) or the treasurer (bank transfer or cash).
 */
const payBy = z
  .enum(['card', 'treasurer'], { message: 'Choose how to pay: by card or to the treasurer.' })
  .optional();

/** POST /account/renew's body. */
export const renewSchema = z.object({ payBy }).strict();

export const joinSchema = z.object({
  typeId: z
    .string({ message: 'Choose a membership type.' })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Choose a membership type.'),
  email: email('your email'),
  dateOfBirth: isoDate('your date of birth').nullable().optional(),
  rulesAccepted: z.literal(true, { message: 'Accept the club rules to join.' }),
  payBy,
  ...detailsShape,
});
export type JoinInput = z.infer<typeof joinSchema>;

export const accountDetailsSchema = z.object(detailsShape).strict();

export const adminEditSchema = z
  .object({
    ...detailsShape,
    email: email('an email'),
    dateOfBirth: isoDate('a date of birth').nullable().optional(),
    typeId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Choose a membership type.'),
  })
  .strict();

export const paymentSchema = z
  .object({
    method: z.enum(['cash', 'bankTransfer'], {
      message: 'Say how it was paid: cash or bank transfer.',
    }),
    reference: text('a reference', 100),
    amountPence: z
      .number({ message: 'Give the amount in pence.' })
      .int('Give the amount in whole pence.')
      .min(1, 'The amount must be more than nothing.')
      .max(1_000_000, 'That amount is too large.'),
  })
  .strict();

/** A register export about to be made: how many rows, and the filter that chose them. */
export const exportSchema = z
  .object({
    rows: z.number().int().min(1).max(100_000),
    filter: z.string().trim().max(300),
  })
  .strict();

export const statusSchema = z
  .object({ status: z.enum(['closed', 'active'], { message: 'The status is closed or active.' }) })
  .strict();

export const restoreSchema = z
  .object({ rev: z.number({ message: 'Give the revision to restore.' }).int().min(1) })
  .strict();

export const dayTicketSchema = z
  .object({
    water: z.string({ message: 'Choose a water.' }),
    date: isoDate('the day'),
    name: text('your name', 100),
    email: email('your email'),
  })
  .strict();

export const sellTicketSchema = z
  .object({
    water: z.string({ message: 'Choose a water.' }),
    date: isoDate('the day').optional(),
    name: text("the angler's name", 100),
    email: email("the angler's email").optional(),
  })
  .strict();

import { zodResolver } from '@hookform/resolvers/zod';
import { ageBandProblem, ageOn, type AgeBand } from '../../config/membership';
import { z } from '../../lib/zod';
import { EMAIL, PHONE } from './contact-fields';
import { needsDateOfBirth, type JoinFields, type JoinValues } from './join-fields';

// Loaded when the join form is first checked (lazy-resolver.ts), not with /join: zod is a large
// part of a phone's download.

const required = (what: string, max: number) =>
  z.string().trim().min(1, `Enter ${what}.`).max(max, `Use at most ${max} characters.`);
const email = (whose: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${whose} email address.`)
    .regex(EMAIL, `Enter ${whose} email address in the form name@example.com.`);
const phone = (whose: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${whose} phone number.`)
    .regex(PHONE, `Enter ${whose} phone number with its area code, for example 07700 900123.`);

const anything = z.string().trim();
const checked = (message: string) => z.boolean().refine((value) => value, message);

/**
 * The join form's checks for a membership of `band` (the admin server checks the same again,
 * docs/members.md), the age taken on `today`. One schema per band, so each field's problem shows
 * with the others' at once: a junior's guardian is checked like their name.
 */
export function joinSchemaFor(
  band: AgeBand | undefined,
  today: string,
): z.ZodType<JoinValues, JoinFields> {
  const junior = band === 'junior';
  return z.object({
    typeId: z.string().refine(() => band !== undefined, 'Choose a membership type.'),
    name: required('your full name', 80),
    email: email('your'),
    phone: phone('your'),
    address: required('your address', 300),
    dateOfBirth: needsDateOfBirth(band)
      ? z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of birth.')
          .refine((day) => day <= today, 'Enter the date of birth.')
          .superRefine((day, context) => {
            const problem = ageBandProblem(band!, ageOn(day, today));
            if (problem) context.addIssue({ code: 'custom', message: problem });
          })
      : anything,
    guardianName: junior ? required("the parent or guardian's name", 80) : anything,
    guardianEmail: junior ? email("the parent or guardian's") : anything,
    guardianPhone: junior ? phone("the parent or guardian's") : anything,
    guardianConsent: junior
      ? checked('A parent or guardian must agree to a junior joining.')
      : z.boolean(),
    publish: z.string().pipe(z.enum(['yes', 'no'], 'Choose yes or no.')),
    rulesAccepted: checked('Accept the club rules to join.'),
    // A choice with a default ('card'): joinRequest reads it.
    payBy: anything,
  });
}

/** The form's resolver for a membership of `band` on `today`. */
export const joinResolver = (band: AgeBand | undefined, today: string) =>
  zodResolver(joinSchemaFor(band, today));

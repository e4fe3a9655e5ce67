import { ageBandProblem, ageOn, type AgeBand } from '../../config/membership';
import { z } from '../../lib/zod';
import { EMAIL, guardianRequest, PHONE } from './contact-fields';
import type { JoinRequest } from './types';

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

/** The join form as typed (every field text or a choice, so a draft can be kept as it is). */
export interface JoinFields {
  typeId: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  dateOfBirth: string;
  guardianName: string;
  guardianEmail: string;
  guardianPhone: string;
  guardianConsent: boolean;
  /** '' until chosen: consent is asked, never assumed. */
  publish: string;
  rulesAccepted: boolean;
}

export const EMPTY_JOIN: JoinFields = {
  typeId: '',
  name: '',
  email: '',
  phone: '',
  address: '',
  dateOfBirth: '',
  guardianName: '',
  guardianEmail: '',
  guardianPhone: '',
  guardianConsent: false,
  publish: '',
  rulesAccepted: false,
};

/** Which bands give a date of birth: a junior's proves they are under 18, a senior's 65 or over. */
export const needsDateOfBirth = (band: AgeBand | undefined) =>
  band === 'junior' || band === 'senior';

const anything = z.string().trim();
const checked = (message: string) => z.boolean().refine((value) => value, message);

/**
 * The join form's checks for a membership of `band` (the admin server checks the same again,
 * docs/members.md), the age taken on `today`. One schema per band, so each field's problem shows
 * with the others' at once: a junior's guardian is checked like their name.
 */
export function joinSchemaFor(band: AgeBand | undefined, today: string) {
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
  });
}

export type JoinValues = z.output<ReturnType<typeof joinSchemaFor>>;

/** The checked form as the admin server's join takes it. */
export function joinRequest(values: JoinValues, band: AgeBand): JoinRequest {
  const publish = values.publish === 'yes';
  return {
    typeId: values.typeId,
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    ...(needsDateOfBirth(band) && { dateOfBirth: values.dateOfBirth }),
    ...(band === 'junior' && { guardian: guardianRequest(values) }),
    publishName: publish,
    publishPhotos: publish,
    rulesAccepted: true,
  };
}

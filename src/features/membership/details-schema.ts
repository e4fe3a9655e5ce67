import { z } from '../../lib/zod';
import { EMAIL, guardianRequest, PHONE } from './contact-fields';
import type { MemberDetails, MemberRecord } from './types';

const PHONE_MESSAGE = 'Enter a phone number with its area code, for example 07700 900123.';

/** The member's own details form (/account): what PUT /api/account/details takes. */
export const detailsSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your full name.').max(80, 'Use at most 80 characters.'),
    phone: z.string().trim().regex(PHONE, PHONE_MESSAGE),
    address: z
      .string()
      .trim()
      .min(1, 'Enter your address.')
      .max(300, 'Use at most 300 characters.'),
    hasGuardian: z.boolean(),
    guardianName: z.string().trim().max(80, 'Use at most 80 characters.'),
    guardianEmail: z.string().trim(),
    guardianPhone: z.string().trim(),
    publish: z.enum(['yes', 'no'], 'Choose yes or no.'),
  })
  .superRefine((values, context) => {
    if (!values.hasGuardian) return;
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!values.guardianName) problem('guardianName', "Enter the parent or guardian's name.");
    if (!EMAIL.test(values.guardianEmail)) {
      problem(
        'guardianEmail',
        "Enter the parent or guardian's email in the form name@example.com.",
      );
    }
    if (!PHONE.test(values.guardianPhone)) problem('guardianPhone', PHONE_MESSAGE);
  });

export type DetailsFields = z.input<typeof detailsSchema>;
export type DetailsValues = z.output<typeof detailsSchema>;

export function detailsFields(member: MemberRecord): DetailsFields {
  return {
    name: member.name,
    phone: member.phone,
    address: member.address,
    hasGuardian: member.guardian !== null,
    guardianName: member.guardian?.name ?? '',
    guardianEmail: member.guardian?.email ?? '',
    guardianPhone: member.guardian?.phone ?? '',
    publish: member.publishName ? 'yes' : 'no',
  };
}

export function detailsRequest(values: DetailsValues): MemberDetails {
  const publish = values.publish === 'yes';
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    // Consent was given when the junior joined; the server keeps its date.
    ...(values.hasGuardian && { guardian: guardianRequest(values) }),
    publishName: publish,
    publishPhotos: publish,
  };
}

import { z } from 'zod';
import { imageFileSchema } from '../../../lib/image-file';
import type { MemberFields } from '../api/member-fields';
import type { CommitteeMember } from '../types';

const fields = {
  memberName: z.string().trim().min(1, 'Enter the name.').max(80),
  memberRole: z.string().trim().min(1, 'Enter the role.').max(80),
  contactEmail: z.union([z.literal(''), z.email('Enter a valid email address.')]),
  contactNumber: z.string().trim().max(40),
  contactAddress: z.string().trim().max(300),
  positionRank: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'Enter the position on the page as a whole number.'),
};

/** Create: name, role, page position and picture are required (spec section 5). */
export const createMemberSchema = z.object({ ...fields, photo: imageFileSchema });
/** Edit: the picture is optional; without one the current photo stays. */
export const editMemberSchema = z.object({ ...fields, photo: imageFileSchema.optional() });

export type MemberFormValues = z.input<typeof editMemberSchema>;
export type MemberFormOutput = z.output<typeof editMemberSchema>;

/** The form's starting values: empty for a new member, else the member's details. */
export function memberFormValues(member?: CommitteeMember): MemberFormValues {
  return {
    memberName: member?.memberName ?? '',
    memberRole: member?.memberRole ?? '',
    contactEmail: member?.contactEmail ?? '',
    contactNumber: member?.contactNumber ?? '',
    contactAddress: member?.contactAddress ?? '',
    positionRank: member ? String(member.positionRank) : '',
    photo: undefined,
  };
}

export function toMemberFields(values: MemberFormOutput): MemberFields {
  return {
    memberName: values.memberName,
    memberRole: values.memberRole,
    contactEmail: values.contactEmail,
    contactNumber: values.contactNumber,
    contactAddress: values.contactAddress,
    positionRank: Number(values.positionRank),
  };
}

/** Where Create and Member Details lead back to. */
export const committeeBack = { to: '/admin/manage-committee', label: 'Back to Manage Committee' };

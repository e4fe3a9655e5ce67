import { z } from 'zod';
import { imageFileSchema } from '../../../lib/image-file';
import type { MemberFields } from '../api/member-fields';

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

export const emptyMemberForm: MemberFormValues = {
  memberName: '',
  memberRole: '',
  contactEmail: '',
  contactNumber: '',
  contactAddress: '',
  positionRank: '',
  photo: undefined,
};

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

import { collectionApi } from '../../../components/admin/collection-api';
import type { ClubMember } from '../types';
import { clubMembersQuery } from './club-members';
import { updateMember, type MemberDetails } from './member-actions';

/** The details form's values: the details sent, a junior's guardian as three fields. */
export type MemberForm = Omit<MemberDetails, 'dateOfBirth' | 'guardian'> & {
  guardianName?: string;
  guardianEmail?: string;
  guardianPhone?: string;
};

/**
 * The register as the kit runs it: listed from Firestore (the rules let the Members admins read
 * it), every write through the admin server, its one writer, which records it.
 */
export const clubMembersCollection = collectionApi({
  list: clubMembersQuery,
  noun: 'member',
  name: (member: ClubMember) => member.name,
  update: (member, details: MemberDetails) => updateMember(member.id, details),
  toForm: (member) => ({
    ...member,
    guardianName: member.guardian?.name ?? '',
    guardianEmail: member.guardian?.email ?? '',
    guardianPhone: member.guardian?.phone ?? '',
  }),
  fromForm: (
    { guardianName, guardianEmail, guardianPhone, ...details }: MemberForm,
    member,
  ): MemberDetails => ({
    ...details,
    email: details.email.toLowerCase(),
    dateOfBirth: member?.dateOfBirth ?? null,
    ...(member?.guardian && {
      guardian: {
        name: guardianName ?? '',
        email: guardianEmail ?? '',
        phone: guardianPhone ?? '',
        consent: true,
      },
    }),
  }),
});

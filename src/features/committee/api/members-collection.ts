import { collectionApi } from '../../../components/admin/collection-api';
import type { CommitteeMember } from '../types';
import { createMember, memberRef } from './create-member';
import { deleteMember } from './delete-member';
import { membersQuery } from './get-members';
import type { MemberFields } from './member-fields';
import { updateMember } from './update-member';

/** The member form's values: the fields, and the picture (required for a new member). */
export interface MemberForm extends MemberFields {
  photo?: File | undefined;
}

/** Manage Committee: the members by page position, added and edited on pages of their own. */
export const membersCollection = collectionApi({
  list: membersQuery,
  noun: 'member',
  name: (member: CommitteeMember) => member.memberName,
  create: ({ photo, ...fields }: MemberForm) => {
    if (!photo) return Promise.reject(new Error('Choose a picture.'));
    return createMember(fields, photo);
  },
  update: (member, { photo, ...fields }) => updateMember(member, fields, photo),
  remove: (member) => deleteMember(member),
  history: { area: 'manageCommittee', path: (member) => memberRef(member.id).path },
  // Contact Us shows a linked member's current details (contacts' read-contacts.ts).
  invalidates: [['contacts']],
});

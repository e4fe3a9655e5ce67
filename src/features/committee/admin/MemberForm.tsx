import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import { z } from '../../../lib/zod';
import { AdminForm } from '../../../components/admin/AdminForm';
import { AdminPage } from '../../../components/admin/AdminPage';
import { useCollection } from '../../../components/admin/collection-api';
import type { FieldSpec, FormValues } from '../../../components/admin/field-spec';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { errorMessage } from '../../../lib/error-message';
import { useMember } from '../api/get-member';
import { membersCollection } from '../api/members-collection';
import type { CommitteeMember } from '../types';
import { PICTURE_USES } from '../../../config/areas';

/** Where Create and Member Details lead back to. */
const committeeBack = { to: '/admin/manage-committee', label: 'Back to Manage Committee' };

/** Name, role, page position and, for a new member, the picture are required (docs/product-spec.md §5). */
const memberFields = (member?: CommitteeMember) =>
  [
    { name: 'memberName', label: 'Name', required: 'Enter the name.', max: 80 },
    { name: 'memberRole', label: 'Role', required: 'Enter the role.', max: 80 },
    {
      name: 'contactEmail',
      label: 'Email',
      type: 'email',
      schema: z.union([z.literal(''), z.email('Enter a valid email address.')]),
    },
    { name: 'contactNumber', label: 'Number', type: 'tel', max: 40 },
    {
      name: 'contactAddress',
      label: 'Address',
      kind: 'multiline',
      max: 300,
      minRows: 2,
      helperText: 'Separate by commas: each part shows on its own line.',
    },
    {
      name: 'positionRank',
      label: 'Page Position',
      kind: 'number',
      required: 'Enter the position on the page as a whole number.',
      max: 999,
      helperText: 'Members are listed by this number.',
    },
    // Without a new picture an edit keeps the current photo.
    {
      name: 'photo',
      label: 'User Picture',
      kind: 'image',
      picture: PICTURE_USES.committeePhoto,
      required: !member,
      currentUrl: member?.photoURL,
      previewAlt: member ? `Current photo of ${member.memberName}` : 'Preview of the picture',
    },
  ] as const satisfies readonly FieldSpec[];

type MemberFormOutput = FormValues<ReturnType<typeof memberFields>>;

interface MemberFormProps {
  /** The member being edited; without one the form creates a member and needs a picture. */
  member?: CommitteeMember;
  /** The notice once saved; then the committee list opens. */
  saved: (values: MemberFormOutput) => string;
}

/** The committee member form of Create and Member Details; Create waits for every required field. */
export function MemberForm({ member, saved }: MemberFormProps) {
  const navigate = useNavigate();
  // Saved through the committee's api; a thrown error shows above the form, which keeps its input.
  const { submit } = useCollection(membersCollection);
  return (
    <AdminForm
      fields={memberFields(member)}
      values={member}
      submitLabel={member ? 'Save' : 'Create'}
      saved={saved}
      failureAction={member ? 'save the member' : 'add the member'}
      disableUntilValid
      onSubmit={submit(member)}
      onDone={() => navigate(committeeBack.to)}
    />
  );
}

export function CreateMemberPage() {
  return (
    <AdminPage title="Add Committee Member" back={committeeBack}>
      <MemberForm saved={(values) => `${values.memberName} was added to the committee.`} />
    </AdminPage>
  );
}

export function EditMemberPage() {
  const { id = '' } = useParams();
  const member = useMember(id);
  const current = member.data;
  return (
    <AdminPage title="Member Details" back={committeeBack}>
      {/* The loading text of docs/product-spec.md §2, not the kit's spinner. */}
      {member.isPending && <Typography role="status">Loading...</Typography>}
      {member.isError && <ErrorNotice message={errorMessage(member.error, 'load the member')} />}
      {current === null && <ErrorNotice message="That committee member no longer exists." />}
      {current && (
        <MemberForm
          key={current.id}
          member={current}
          saved={(values) => `${values.memberName}'s details were saved.`}
        />
      )}
    </AdminPage>
  );
}

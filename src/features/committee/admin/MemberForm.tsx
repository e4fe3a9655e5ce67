import { useNavigate } from 'react-router-dom';
import { AdminForm } from '../../../components/admin/AdminForm';
import { FormTextField } from '../../../components/admin/FormTextField';
import { ImageField } from '../../../components/admin/ImageField';
import type { CommitteeMember } from '../types';
import {
  committeeBack,
  createMemberSchema,
  editMemberSchema,
  memberFormValues,
  type MemberFormOutput,
} from './member-form-schema';

interface MemberFormProps {
  /** The member being edited; without one the form creates a member and needs a picture. */
  member?: CommitteeMember;
  /** Saves; a thrown error is shown above the form, which keeps what was typed. */
  onSave: (values: MemberFormOutput) => Promise<unknown>;
  /** The notice once saved; then the committee list opens. */
  saved: (values: MemberFormOutput) => string;
}

/** The committee member form of Create and Member Details; Create waits for every required field. */
export function MemberForm({ member, onSave, saved }: MemberFormProps) {
  const navigate = useNavigate();
  return (
    <AdminForm
      schema={member ? editMemberSchema : createMemberSchema}
      defaultValues={memberFormValues(member)}
      submitLabel={member ? 'Save' : 'Create'}
      saved={saved}
      failureAction={member ? 'save the member' : 'add the member'}
      disableUntilValid
      onSubmit={onSave}
      onDone={() => navigate(committeeBack.to)}
    >
      <FormTextField name="memberName" label="Name" required />
      <FormTextField name="memberRole" label="Role" required />
      <FormTextField name="contactEmail" label="Email" type="email" />
      <FormTextField name="contactNumber" label="Number" type="tel" />
      <FormTextField
        name="contactAddress"
        label="Address"
        multiline
        minRows={2}
        helperText="Separate by commas: each part shows on its own line."
      />
      <FormTextField
        name="positionRank"
        label="Page Position"
        required
        numeric
        helperText="Members are listed by this number."
      />
      <ImageField
        name="photo"
        label="User Picture"
        required={!member}
        currentUrl={member?.photoURL}
        previewAlt={member ? `Current photo of ${member.memberName}` : 'Preview of the picture'}
      />
    </AdminForm>
  );
}

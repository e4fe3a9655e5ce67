import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormColumn } from '../../../components/FormColumn';
import { FormRadioField } from '../../../components/FormRadioField';
import { FormTextField } from '../../../components/FormTextField';
import { errorMessage } from '../../../lib/error-message';
import { saveDetails } from '../api/account-calls';
import {
  detailsFields,
  detailsRequest,
  detailsSchema,
  type DetailsFields,
  type DetailsValues,
} from '../details-schema';
import { formatClubDay, formatIsoDay } from '../../../lib/dates';
import type { MemberRecord } from '../types';
import { GuardianContactFields } from './GuardianContactFields';

interface Props {
  member: MemberRecord;
  uid: string;
}

/** The member's details and consents, and their own edit of them (PUT /api/account/details). */
export function DetailsSection({ member, uid }: Props) {
  const [editing, setEditing] = useState(false);
  // Said once a save went through: the form closing alone does not tell the member it worked.
  const [saved, setSaved] = useState(false);
  const publishText = member.publishName
    ? 'Yes: your name shows with your catches.'
    : 'No: you appear by your initials in the gallery and records.';
  return (
    <Stack spacing={2} component="section" aria-labelledby="details-heading">
      <Typography variant="h5" component="h2" id="details-heading">
        My details
      </Typography>
      {editing ? (
        <DetailsForm
          member={member}
          uid={uid}
          onDone={(done) => {
            setSaved(done);
            setEditing(false);
          }}
        />
      ) : (
        <>
          {saved && (
            <Alert severity="success" role="status">
              Your details are saved.
            </Alert>
          )}
          <Box component="dl" sx={{ m: 0, '& dd': { m: 0, mb: 1, overflowWrap: 'anywhere' } }}>
            <Row label="Name" value={member.name} />
            <Row label="Email" value={member.email} />
            <Row label="Phone" value={member.phone} />
            <Row label="Address" value={member.address} />
            {member.dateOfBirth && (
              <Row label="Date of birth" value={formatIsoDay(member.dateOfBirth)} />
            )}
            {member.guardian && (
              <Row
                label="Parent or guardian"
                value={`${member.guardian.name}, ${member.guardian.email}, ${member.guardian.phone}${
                  member.guardian.consentAt
                    ? ` (agreed ${formatClubDay(member.guardian.consentAt)})`
                    : ''
                }`}
              />
            )}
            <Row label="Publish my name and photos" value={publishText} />
          </Box>
          <Button
            variant="outlined"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
            sx={{ alignSelf: 'start' }}
          >
            Edit my details
          </Button>
        </>
      )}
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography component="dd">{value || '—'}</Typography>
    </>
  );
}

/** The edit form: a failure keeps what was typed and says why. `onDone(true)` once saved. */
export function DetailsForm({
  member,
  uid,
  onDone,
}: Props & {
  onDone: (saved: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string>();
  const { control, handleSubmit, formState } = useForm<DetailsFields, unknown, DetailsValues>({
    resolver: zodResolver(detailsSchema),
    defaultValues: detailsFields(member),
  });
  const onSubmit = handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      await saveDetails(detailsRequest(values));
      await queryClient.invalidateQueries({ queryKey: ['account', uid] });
      onDone(true);
    } catch (error) {
      setProblem(errorMessage(error, 'save your details'));
    }
  });
  return (
    <FormColumn label="My details" onSubmit={onSubmit} spacing={2}>
      <FormTextField control={control} name="name" label="Full name" />
      <FormTextField control={control} name="phone" label="Phone" type="tel" />
      <FormTextField control={control} name="address" label="Address" multiline />
      {member.guardian && <GuardianContactFields control={control} />}
      <FormRadioField
        control={control}
        name="publish"
        id="details-publish"
        label="May the club publish your name and photos?"
        required={false}
        row
        choices={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No (initials only)' },
        ]}
      />
      {problem && <Alert severity="error">{problem}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Save'}
        </Button>
        <Button onClick={() => onDone(false)} disabled={formState.isSubmitting}>
          Cancel
        </Button>
      </Stack>
    </FormColumn>
  );
}

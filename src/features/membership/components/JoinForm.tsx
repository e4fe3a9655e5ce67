import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { AGE_BAND_LABELS } from '../../../config/membership';
import { FormColumn } from '../../../components/FormColumn';
import { FormRadioField } from '../../../components/FormRadioField';
import { FormTextField } from '../../../components/FormTextField';
import { joinClub } from '../api/join';
import {
  EMPTY_JOIN,
  joinRequest,
  needsDateOfBirth,
  type JoinFields,
  type JoinValues,
} from '../join-fields';
import { poundsText } from '../money';
import { GuardianContactFields } from './GuardianContactFields';
import { clubToday } from '../../../config/club-time';
import type { JoinResult, MembershipTypeItem } from '../types';
import { useDraftForm } from '../use-draft-form';

export const JOIN_DRAFT_KEY = 'pac-join-draft';
const loadChecks = () => import('../join-schema');

interface Props {
  types: MembershipTypeItem[];
  onJoined: (result: JoinResult, email: string) => void;
  /** The club takes cards online (Stripe): the applicant chooses card or the treasurer. */
  cardPayments?: boolean;
}

/**
 * The join form (issue 33, point 3). Every check says what to put right beside the field; what was
 * typed is kept in this tab's sessionStorage until the club's server has taken it, so a failure,
 * a reload or a look at the rules loses nothing.
 */
export function JoinForm({ types, onJoined, cardPayments = false }: Props) {
  const bands = useMemo(
    () => Object.fromEntries(types.map((type) => [type.id, type.ageBand])),
    [types],
  );
  const { form, ref, onSubmit, problem } = useDraftForm({
    draftKey: JOIN_DRAFT_KEY,
    defaultValues: EMPTY_JOIN,
    loadChecks,
    // The checks of the chosen type's age band (a junior's guardian, a senior's age).
    resolver: (checks, values) => checks.joinResolver(bands[values.typeId], clubToday()),
    action: 'send your application',
    send: async (values) => {
      const result = await joinClub(joinRequest(values, bands[values.typeId] ?? 'adult'));
      return () => onJoined(result, values.email.trim().toLowerCase());
    },
  });
  const { control, formState } = form;
  const typeId = useWatch({ control, name: 'typeId' });
  const band = bands[typeId];

  return (
    <FormColumn label="Join the club" onSubmit={onSubmit} ref={ref}>
      <FormRadioField
        control={control}
        name="typeId"
        id="join-type"
        label="Membership type"
        choiceSx={{ alignItems: 'flex-start', mt: 1 }}
        choices={types.map((type) => ({
          value: type.id,
          label: (
            <Box sx={{ pt: 1 }}>
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {type.name}: {poundsText(type.pricePence)} a season
              </Typography>
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {/* The club's own words when it wrote some: they say who it is for. */}
                {type.description || AGE_BAND_LABELS[type.ageBand]}
              </Typography>
            </Box>
          ),
        }))}
      />
      <FormTextField control={control} name="name" label="Full name" autoComplete="name" />
      <FormTextField
        control={control}
        name="email"
        label="Email"
        autoComplete="email"
        type="email"
      />
      <FormTextField control={control} name="phone" label="Phone" autoComplete="tel" type="tel" />
      <FormTextField
        control={control}
        name="address"
        label="Address"
        autoComplete="street-address"
        multiline
      />
      {needsDateOfBirth(band) && (
        <FormTextField
          control={control}
          name="dateOfBirth"
          label="Date of birth"
          type="date"
          autoComplete="bday"
        />
      )}
      {band === 'junior' && <GuardianFields control={control} />}
      <FormRadioField
        control={control}
        name="publish"
        id="join-publish"
        label="May the club publish your name and photos?"
        help="Yes: your name shows with your catches in the gallery and the club records. No: you appear by your initials only, and your photos are not published with your name."
        row
        choices={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
      />
      <CheckboxField
        control={control}
        name="rulesAccepted"
        label={
          <>
            I have read and accept the{' '}
            <Link component={RouterLink} to="/rules" underline="always">
              club rules
            </Link>
            .
          </>
        }
      />
      {cardPayments && (
        <FormRadioField
          control={control}
          name="payBy"
          id="join-pay-by"
          label="How will you pay?"
          choices={[
            { value: 'card', label: 'By card, online' },
            { value: 'treasurer', label: 'To the treasurer (bank transfer or cash)' },
          ]}
        />
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem} What you typed is kept: correct it or try again.
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending…' : 'Join the club'}
      </Button>
    </FormColumn>
  );
}

function CheckboxField({
  control,
  name,
  label,
}: {
  control: Control<JoinFields, unknown, JoinValues>;
  name: 'guardianConsent' | 'rulesAccepted';
  label: React.ReactNode;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={fieldState.invalid} required>
          <FormControlLabel
            label={label}
            sx={{ alignItems: 'flex-start' }}
            control={
              <Checkbox
                name={field.name}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                sx={{ mt: -1 }}
              />
            }
          />
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

function GuardianFields({ control }: { control: Control<JoinFields, unknown, JoinValues> }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        Parent or guardian
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        A junior joins with a parent or guardian&apos;s agreement. We contact them about the
        junior&apos;s membership and in an emergency.
      </Typography>
      <Stack spacing={3}>
        <GuardianContactFields control={control} />
        <CheckboxField
          control={control}
          name="guardianConsent"
          label="I am the junior's parent or guardian and I agree to them joining the club."
        />
      </Stack>
    </Box>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useNotify } from '../../../components/notifications/notifier-context';
import { CATCH_LOCATIONS, MODAL_WIDTH, type CatchLocation } from '../../../config/constants';
import { OTHER_PREFIX, speciesOf } from '../../../config/species-weights';
import { reviewLaterMessage } from '../../../config/submission-limits';
import { hasConnection } from '../../../lib/connection';
import { errorMessage } from '../../../lib/error-message';
import { useSubmitCatch, type NewCatch } from '../api/submit-catch';
import { catchOutbox } from '../outbox/catch-outbox';
import { sendLaterMessage } from '../outbox/send-later';
import { inspectPhoto } from '../../../lib/photo/inspect-photo';
import { preparePhoto } from '../photo/prepare-photo';
import {
  submitCatchSchema,
  type SubmitCatchFields,
  type SubmitCatchValues,
} from '../submit-catch-schema';
import { titleCase } from '../../../lib/title-case';
import { useMemberName } from '../../membership';

export const QUEUED_MESSAGE =
  'No signal here: your catch is saved on this phone and will be sent by itself when there is signal.';

export const RECEIVED_MESSAGE =
  'Thank you! Your catch has been received and will appear on this page once a committee member has approved it.';

const EMPTY: SubmitCatchFields = {
  memberName: '',
  catchLocation: '',
  fishType: '',
  fishLbs: '',
  fishOz: '',
  picture: null,
};

type Stage = { step: 'idle' } | { step: 'preparing' } | { step: 'uploading'; percent: number };

interface Props {
  onClose: () => void;
}

/**
 * The Submit Catch dialog. The photo is prepared in the browser (resized, EXIF and GPS dropped),
 * uploaded with a progress bar that Cancel stops, then the catch is stored for approval. On a
 * failure the form keeps what the member typed, and says what went wrong.
 */
export function SubmitCatchDialog({ onClose }: Props) {
  const notify = useNotify();
  const submit = useSubmitCatch();
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const [problem, setProblem] = useState<string>();
  // Why the chosen file cannot be used (not a photo, too large), found as soon as it is chosen.
  const [pictureProblem, setPictureProblem] = useState<string>();
  // The upload in progress, which Cancel aborts.
  const [upload, setUpload] = useState<AbortController | null>(null);
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SubmitCatchFields, unknown, SubmitCatchValues>({
    resolver: zodResolver(submitCatchSchema),
    defaultValues: EMPTY,
    mode: 'onChange',
  });
  const [memberName, catchLocation, fishType, picture] = useWatch({
    control,
    name: ['memberName', 'catchLocation', 'fishType', 'picture'],
  });
  // A signed-in member's name is filled in (issue 33, point 8), unless they have typed one.
  const signedInName = useMemberName();
  useEffect(() => {
    if (signedInName && getValues('memberName') === '') {
      setValue('memberName', titleCase(signedInName), { shouldValidate: true });
    }
  }, [signedInName, getValues, setValue]);
  const complete =
    memberName.trim() !== '' && catchLocation !== '' && fishType.trim() !== '' && picture !== null;
  const invalid = Boolean(errors.fishLbs || errors.fishOz || errors.picture || pictureProblem);

  const choosePicture = (file: File | null, onChange: (file: File | null) => void) => {
    onChange(file);
    setPictureProblem(undefined);
    if (!file) return;
    inspectPhoto(file).catch((error: unknown) => {
      setPictureProblem(error instanceof Error ? error.message : String(error));
    });
  };

  const onSubmit = handleSubmit(async (values) => {
    const controller = new AbortController();
    setUpload(controller);
    setProblem(undefined);
    let input: NewCatch | undefined;
    try {
      setStage({ step: 'preparing' });
      const { photo, thumb, variants } = await preparePhoto(values.picture as File);
      input = {
        memberName: values.memberName,
        catchLocation: values.catchLocation as CatchLocation,
        fishType: values.fishType,
        fishLbs: values.fishLbs,
        fishOz: values.fishOz,
        photo,
        thumb,
        variants,
      };
      if (!hasConnection()) {
        // No signal: kept on the phone (outbox/) and sent when the connection comes back.
        await catchOutbox.queue(input);
        notify(QUEUED_MESSAGE, 'info');
        onClose();
        return;
      }
      setStage({ step: 'uploading', percent: 0 });
      const sent = await submit.mutateAsync({
        input,
        options: {
          signal: controller.signal,
          onProgress: (fraction) =>
            setStage({ step: 'uploading', percent: Math.round(fraction * 100) }),
        },
      });
      // Stored past the club's hourly cap: it reaches review when the hour turns (issue 32).
      notify(
        sent.reviewAfter === undefined
          ? RECEIVED_MESSAGE
          : reviewLaterMessage(
              new Date(sent.reviewAfter).toLocaleTimeString('en-GB', {
                hour: '2-digit',
                minute: '2-digit',
              }),
            ),
        'success',
      );
      onClose();
    } catch (error) {
      const later = sendLaterMessage(error);
      if (later && input) {
        // The servers are too busy to answer: kept on the phone, sent later by itself
        // (outbox/send-later.ts).
        await catchOutbox.queue(input);
        notify(later, 'info');
        onClose();
        return;
      }
      const code = String((error as { code?: unknown } | null)?.code ?? '');
      // A photo problem is one sentence about the photo; the catch was not sent.
      setProblem(
        code.startsWith('photo/') && error instanceof Error
          ? error.message
          : errorMessage(error, 'send your catch'),
      );
    } finally {
      setUpload(null);
      setStage({ step: 'idle' });
    }
  });

  const cancel = () => {
    // While sending, Cancel stops the upload and keeps the form; otherwise it closes the dialog.
    if (upload) upload.abort();
    else onClose();
  };

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby="submit-catch-title"
      fullWidth
      slotProps={{
        paper: { sx: { maxWidth: MODAL_WIDTH + 80, m: 1.5, width: 'calc(100% - 24px)' } },
      }}
    >
      <DialogTitle id="submit-catch-title">Submit Catch</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TitleCaseField
              name="memberName"
              label="Name"
              autoComplete="name"
              control={control}
              disabled={isSubmitting}
            />
            <Controller
              name="catchLocation"
              control={control}
              render={({ field }) => (
                <TextField {...field} select label="Location" required disabled={isSubmitting}>
                  {CATCH_LOCATIONS.map((location) => (
                    <MenuItem key={location} value={location}>
                      {location}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TitleCaseField
              name="fishType"
              label="Fish"
              control={control}
              disabled={isSubmitting}
              // The weight's plausibility sentence names the fish: it follows a change of fish.
              deps={['fishLbs']}
              hint={speciesHint}
            />
            <Stack direction="row" spacing={2}>
              {(['fishLbs', 'fishOz'] as const).map((name) => (
                <Controller
                  key={name}
                  name={name}
                  control={control}
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      label={name === 'fishLbs' ? 'Lbs' : 'Oz'}
                      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                      error={fieldState.invalid}
                      helperText={fieldState.error?.message ?? 'Optional'}
                      disabled={isSubmitting}
                      sx={{ flex: 1, minWidth: 0 }}
                    />
                  )}
                />
              ))}
            </Stack>
            <Controller
              name="picture"
              control={control}
              render={({ field, fieldState }) => (
                <Box>
                  <Button
                    component="label"
                    variant="outlined"
                    startIcon={<PhotoCameraIcon />}
                    disabled={isSubmitting}
                  >
                    {field.value ? 'Change picture' : 'Take or choose a picture'}
                    {/* image/* lets a phone offer its camera as well as the photo library;
                        capture would allow the camera only. */}
                    <input
                      type="file"
                      accept="image/*"
                      aria-label="Picture"
                      hidden
                      onChange={(event) =>
                        choosePicture(event.target.files?.[0] ?? null, field.onChange)
                      }
                    />
                  </Button>
                  <FormHelperText
                    error={(fieldState.invalid || Boolean(pictureProblem)) && field.value !== null}
                  >
                    {field.value
                      ? (fieldState.error?.message ??
                        pictureProblem ??
                        `Picture: ${field.value.name}`)
                      : 'Picture required'}
                  </FormHelperText>
                </Box>
              )}
            />
            {stage.step === 'preparing' && (
              <Box>
                <Typography variant="body2">Preparing the photo…</Typography>
                <LinearProgress aria-label="Preparing the photo" />
              </Box>
            )}
            {stage.step === 'uploading' && (
              <Box>
                <Typography variant="body2">Uploading the photo: {stage.percent}%</Typography>
                <LinearProgress
                  variant="determinate"
                  value={stage.percent}
                  aria-label="Upload progress"
                />
              </Box>
            )}
            {problem && <Alert severity="error">{problem}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!complete || invalid || isSubmitting}>
            {isSubmitting ? 'Submitting...' : 'Submit'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

interface TitleCaseFieldProps {
  name: 'memberName' | 'fishType';
  label: string;
  autoComplete?: string;
  control: Control<SubmitCatchFields, unknown, SubmitCatchValues>;
  disabled: boolean;
  /** Fields checked again as this one changes. */
  deps?: (keyof SubmitCatchFields)[];
  /** A line under the field about what was typed, when it has no problem. */
  hint?: (value: string) => string | undefined;
}

/** A fish not in the club's list is sent as "Other: {name}" (species-weights.ts): said so. */
function speciesHint(value: string): string | undefined {
  const species = speciesOf(value);
  return species.startsWith(OTHER_PREFIX)
    ? `Not in the club's list of species: it will be sent as "${species}".`
    : undefined;
}

/**
 * A required text field title-cased as typed (docs/product-spec.md §5): the member's name and the
 * fish. Its problem shows once something has been typed in it.
 */
function TitleCaseField(props: TitleCaseFieldProps) {
  const { name, label, autoComplete, control, disabled, deps, hint } = props;
  return (
    <Controller
      name={name}
      control={control}
      {...(deps && { rules: { deps } })}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          onChange={(event) => field.onChange(titleCase(event.target.value))}
          label={label}
          required
          {...(autoComplete !== undefined && { autoComplete })}
          error={fieldState.invalid && fieldState.isDirty}
          helperText={
            fieldState.isDirty ? (fieldState.error?.message ?? hint?.(field.value)) : undefined
          }
          disabled={disabled}
        />
      )}
    />
  );
}

import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../components/admin/FormDialog';
import { FormTextField } from '../../../components/admin/FormTextField';
import { useCreateSocial } from '../api/create-social';
import { useUpdateSocial } from '../api/update-social';
import type { SocialLink } from '../types';
import {
  SOCIAL_NAME_OPTIONS,
  socialFormSchema,
  socialFormValues,
  toSocialInput,
} from './social-form';

interface SocialDialogProps {
  /** The link being edited; undefined means create mode. */
  social?: SocialLink;
  onClose: () => void;
}

/** The Create Social / Edit Social modal; Save Changes waits for a name and a URL (spec 5). */
export function SocialDialog({ social, onClose }: SocialDialogProps) {
  const create = useCreateSocial();
  const update = useUpdateSocial();
  return (
    <FormDialog
      title={social ? 'Edit Social' : 'Create Social'}
      schema={socialFormSchema}
      defaultValues={socialFormValues(social)}
      submitLabel="Save Changes"
      saved={(values) => `${values.socialName} link saved.`}
      failureAction="save the social link"
      disableUntilValid
      onClose={onClose}
      onSubmit={(values) =>
        social
          ? update.mutateAsync({ id: social.id, input: toSocialInput(values) })
          : create.mutateAsync(toSocialInput(values))
      }
    >
      <FormTextField
        name="socialName"
        label="Social Name"
        options={SOCIAL_NAME_OPTIONS}
        placeholder="Choose a network"
      />
      <FormTextField name="socialURL" label="URL" type="url" />
      <FormControl>
        <FormLabel id="social-visible-label">Visible</FormLabel>
        <Controller
          name="visible"
          render={({ field }) => (
            <RadioGroup row aria-labelledby="social-visible-label" {...field}>
              <FormControlLabel value="yes" control={<Radio />} label="Yes" />
              <FormControlLabel value="no" control={<Radio />} label="No" />
            </RadioGroup>
          )}
        />
      </FormControl>
    </FormDialog>
  );
}

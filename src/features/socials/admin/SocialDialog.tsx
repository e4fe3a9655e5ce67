import { z } from 'zod';
import { FormDialog } from '../../../components/admin/AdminForm';
import { safeExternalUrl } from '../../../lib/safe-url';
import { useCreateSocial } from '../api/create-social';
import { useUpdateSocial } from '../api/update-social';
import type { SocialLink } from '../types';

/** The dropdown's labels and the value each stores (spec: Twitter stores 'X (Formerly Twitter)'). */
const SOCIAL_NAME_OPTIONS = [
  { label: 'Facebook', value: 'Facebook' },
  { label: 'Twitter', value: 'X (Formerly Twitter)' },
  { label: 'Instagram', value: 'Instagram' },
  { label: 'YouTube', value: 'YouTube' },
  { label: 'LinkedIn', value: 'LinkedIn' },
  { label: 'Reddit', value: 'Reddit' },
];

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
      fields={[
        {
          name: 'socialName',
          label: 'Social Name',
          kind: 'select',
          options: SOCIAL_NAME_OPTIONS,
          placeholder: 'Choose a network',
          schema: z.string().min(1, 'Choose a network.'),
        },
        {
          name: 'socialURL',
          label: 'URL',
          type: 'url',
          schema: z
            .string()
            .trim()
            .min(1, 'Enter the link.')
            .refine((url) => safeExternalUrl(url) !== undefined, {
              message: 'Enter a full web address starting with https:// or http://',
            }),
        },
        {
          name: 'socialActive',
          label: 'Visible',
          kind: 'radio',
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ],
        },
      ]}
      values={social && { ...social, socialActive: social.socialActive ? 'yes' : 'no' }}
      submitLabel="Save Changes"
      saved={(values) => `${values.socialName} link saved.`}
      failureAction="save the social link"
      disableUntilValid
      onClose={onClose}
      onSubmit={(values) => {
        const input = { ...values, socialActive: values.socialActive === 'yes' };
        return social ? update.mutateAsync({ id: social.id, input }) : create.mutateAsync(input);
      }}
    />
  );
}

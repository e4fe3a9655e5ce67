import { z } from 'zod';
import { FormDialog } from '../../../components/admin/AdminForm';
import type { FieldSpec } from '../../../components/admin/field-spec';
import { safeExternalUrl } from '../../../lib/safe-url';
import { useCreateSocial } from '../api/create-social';
import { useUpdateSocial } from '../api/update-social';
import { SOCIAL_NETWORKS, type SocialLink } from '../types';

/** Save Changes waits for a name and a URL (spec 5). */
const SOCIAL_FIELDS = [
  {
    name: 'socialName',
    label: 'Social Name',
    kind: 'select',
    // Each network is stored by name; Twitter's is 'X (Formerly Twitter)' (spec).
    options: SOCIAL_NETWORKS.map((value) => ({
      value,
      label: value === 'X (Formerly Twitter)' ? 'Twitter' : value,
    })),
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
] as const satisfies readonly FieldSpec[];

interface SocialDialogProps {
  /** The link being edited; undefined means create mode. */
  social?: SocialLink;
  onClose: () => void;
}

/** The Create Social / Edit Social modal. */
export function SocialDialog({ social, onClose }: SocialDialogProps) {
  const create = useCreateSocial();
  const update = useUpdateSocial();
  return (
    <FormDialog
      title={social ? 'Edit Social' : 'Create Social'}
      fields={SOCIAL_FIELDS}
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

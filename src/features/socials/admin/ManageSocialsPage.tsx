import { z } from 'zod';
import { FormDialog } from '../../../components/admin/AdminForm';
import { AdminPage } from '../../../components/admin/AdminPage';
import { CrudList } from '../../../components/admin/CrudList';
import type { DialogRender } from '../../../components/admin/DialogButton';
import type { FieldSpec } from '../../../components/admin/field-spec';
import { safeExternalUrl } from '../../../lib/safe-url';
import { useCreateSocial } from '../api/create-social';
import { HistoryDialog } from '../../../components/admin/HistoryDialog';
import { useDeleteSocial } from '../api/delete-social';
import { restoreSocialSummary, socialRef } from '../api/social-history';
import { useSocials } from '../api/get-socials';
import { useUpdateSocial } from '../api/update-social';
import { duplicateNetworkMessage, SOCIAL_NETWORKS, type SocialLink } from '../types';

/**
 * Save Changes waits for a name and a URL (spec 5). One link per network: a network another link
 * has is refused with a sentence (and by the api and firestore.rules).
 */
const socialFormFields = (links: readonly SocialLink[], editing?: SocialLink) =>
  [
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
      schema: z
        .string()
        .min(1, 'Choose a network.')
        .superRefine((name, context) => {
          if (links.some((link) => link.socialName === name && link.id !== editing?.id)) {
            context.addIssue({ code: 'custom', message: duplicateNetworkMessage(name) });
          }
        }),
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

export function ManageSocialsPage() {
  const create = useCreateSocial();
  const update = useUpdateSocial();
  const remove = useDeleteSocial();
  const socials = useSocials();
  const dialog =
    (social?: SocialLink): DialogRender =>
    (close) => (
      <FormDialog
        title={social ? 'Edit Social' : 'Create Social'}
        fields={socialFormFields(socials.data ?? [], social)}
        values={social && { ...social, socialActive: social.socialActive ? 'yes' : 'no' }}
        submitLabel="Save Changes"
        saved={(values) => `${values.socialName} link saved.`}
        failureAction="save the social link"
        disableUntilValid
        onClose={close}
        onSubmit={(values) => {
          const input = { ...values, socialActive: values.socialActive === 'yes' };
          return social ? update.mutateAsync({ id: social.id, input }) : create.mutateAsync(input);
        }}
      />
    );
  return (
    <AdminPage title="Manage Socials" buttons={[{ label: 'Create', dialog: dialog() }]}>
      <CrudList
        label="Social links"
        query={socials}
        columns={[
          { header: 'Network', render: (social) => social.socialName },
          { header: 'Visible', render: (social) => (social.socialActive ? 'Yes' : 'No') },
          { header: 'URL', render: (social) => social.socialURL, long: true },
        ]}
        actions={(social) => [
          {
            label: 'History',
            dialog: (close) => (
              <HistoryDialog
                area="manageSocials"
                path={socialRef(social.id).path}
                name={`the ${social.socialName} link`}
                sideEffect={restoreSocialSummary}
                onClose={close}
              />
            ),
          },
        ]}
        editDialog={dialog}
        remove={{
          restorable: true,
          question: (social) => `Delete the ${social.socialName} link?`,
          onDelete: (social) => remove.mutateAsync(social.id),
          done: (social) => `${social.socialName} link deleted.`,
          failureAction: 'delete the social link',
        }}
      />
    </AdminPage>
  );
}

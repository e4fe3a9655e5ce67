import { z } from '../../../lib/zod';
import { useQuery } from '@tanstack/react-query';
import { AdminPage } from '../../../components/admin/AdminPage';
import { collectionForm } from '../../../components/admin/collection-form';
import { CollectionList } from '../../../components/admin/CollectionList';
import { choices, type FieldSpec } from '../../../components/admin/field-spec';
import { safeExternalUrl } from '../../../lib/safe-url';
import { socialsCollection } from '../api/socials-collection';
import { duplicateNetworkMessage, SOCIAL_NETWORKS, type SocialLink } from '../types';

/**
 * Save Changes waits for a name and a URL (docs/product-spec.md §5). One link per network: a network another link
 * has is refused with a sentence (and by the api and firestore.rules).
 */
const socialFormFields = (links: readonly SocialLink[], editing?: SocialLink) =>
  [
    {
      name: 'socialName',
      label: 'Social Name',
      kind: 'select',
      // Each network is stored by name; Twitter's is 'X (Formerly Twitter)' (docs/product-spec.md §2).
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
      options: choices({ yes: 'Yes', no: 'No' }),
    },
  ] as const satisfies readonly FieldSpec[];

export function ManageSocialsPage() {
  // The same query as the list's: the form refuses a network another link has.
  const socials = useQuery(socialsCollection.list);
  const form = collectionForm(socialsCollection, (social) => ({
    title: social ? 'Edit Social' : 'Create Social',
    fields: socialFormFields(socials.data ?? [], social),
    submitLabel: 'Save Changes',
    saved: (values) => `${values.socialName} link saved.`,
    failureAction: 'save the social link',
    disableUntilValid: true,
  }));
  return (
    <AdminPage title="Manage Socials" buttons={[{ label: 'Create', dialog: form.add }]}>
      <CollectionList
        label="Social links"
        api={socialsCollection}
        columns={[
          { header: 'Network', render: (social) => social.socialName },
          { header: 'Visible', render: (social) => (social.socialActive ? 'Yes' : 'No') },
          { header: 'URL', render: (social) => social.socialURL, long: true },
        ]}
        form={form}
        remove={{
          question: (social) => `Delete the ${social.socialName} link?`,
          done: (social) => `${social.socialName} link deleted.`,
        }}
      />
    </AdminPage>
  );
}

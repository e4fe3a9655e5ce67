import { AdminPage } from '../../../components/admin/AdminPage';
import { CrudList } from '../../../components/admin/CrudList';
import type { DialogRender } from '../../../components/admin/DialogButton';
import { useDeleteSocial } from '../api/delete-social';
import { useSocials } from '../api/get-socials';
import type { SocialLink } from '../types';
import { SocialDialog } from './SocialDialog';

export function ManageSocialsPage() {
  const remove = useDeleteSocial();
  const dialog =
    (social?: SocialLink): DialogRender =>
    (close) => <SocialDialog social={social} onClose={close} />;
  return (
    <AdminPage title="Manage Socials" buttons={[{ label: 'Create', dialog: dialog() }]}>
      <CrudList
        label="Social links"
        query={useSocials()}
        columns={[
          { header: 'Network', render: (social) => social.socialName },
          { header: 'Visible', render: (social) => (social.socialActive ? 'Yes' : 'No') },
          { header: 'URL', render: (social) => social.socialURL, long: true },
        ]}
        editDialog={dialog}
        remove={{
          question: (social) => `Delete the ${social.socialName} link?`,
          onDelete: (social) => remove.mutateAsync(social.id),
          done: (social) => `${social.socialName} link deleted.`,
          failureAction: 'delete the social link',
        }}
      />
    </AdminPage>
  );
}

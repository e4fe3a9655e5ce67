import Button from '@mui/material/Button';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/AdminList';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ConfirmDelete } from '../../../components/admin/ConfirmDelete';
import { QueryState } from '../../../components/admin/QueryState';
import { useDeleteSocial } from '../api/delete-social';
import { useSocials } from '../api/get-socials';
import type { SocialLink } from '../types';
import { SocialDialog } from './SocialDialog';

type DialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; social: SocialLink };

export function ManageSocialsPage() {
  const socials = useSocials();
  const remove = useDeleteSocial();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<SocialLink | null>(null);

  return (
    <AdminPage
      title="Manage Socials"
      actions={
        <Button variant="contained" onClick={() => setDialog({ mode: 'create' })}>
          Create
        </Button>
      }
    >
      <QueryState query={socials} what="the social links">
        {(rows) => (
          <AdminList
            label="Social links"
            rows={rows}
            rowKey={(social) => social.id}
            rowName={(social) => social.socialName}
            emptyText="No social links yet."
            columns={[
              { header: 'Network', render: (social) => social.socialName },
              { header: 'Visible', render: (social) => (social.socialActive ? 'Yes' : 'No') },
              { header: 'URL', render: (social) => social.socialURL, long: true },
            ]}
            actions={(social) => [
              { label: 'Edit', onClick: () => setDialog({ mode: 'edit', social }) },
              { label: 'Delete', color: 'error', onClick: () => setToDelete(social) },
            ]}
          />
        )}
      </QueryState>
      <SocialDialog
        open={dialog.mode !== 'closed'}
        social={dialog.mode === 'edit' ? dialog.social : undefined}
        onClose={() => setDialog({ mode: 'closed' })}
      />
      <ConfirmDelete
        item={toDelete}
        question={(social) => `Delete the ${social.socialName} link?`}
        onDelete={(social) => remove.mutateAsync(social.id)}
        done={(social) => `${social.socialName} link deleted.`}
        failureAction="delete the social link"
        onClose={() => setToDelete(null)}
      />
    </AdminPage>
  );
}

import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useNotify } from '../../../components/notifications/notifier-context';
import { PageSpinner } from '../../../components/PageSpinner';
import { adminTitle } from '../../../config/constants';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteSocial } from '../api/delete-social';
import { useSocials } from '../api/get-socials';
import type { SocialLink } from '../types';
import { SocialDialog } from './SocialDialog';
import { SocialsTable } from './SocialsTable';

type DialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; social: SocialLink };

export function ManageSocialsPage() {
  useDocumentTitle(adminTitle('Manage Socials'));
  const socials = useSocials();
  const remove = useDeleteSocial();
  const notify = useNotify();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<SocialLink | null>(null);

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      notify(`${toDelete.socialName} link deleted.`, 'success');
    } catch (error) {
      notify(errorMessage(error, 'delete the social link'), 'error');
    }
    setToDelete(null);
  }

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Manage Socials
      </Typography>
      <Button variant="contained" onClick={() => setDialog({ mode: 'create' })} sx={{ mb: 2 }}>
        Create
      </Button>
      {socials.isPending ? (
        <PageSpinner label="Loading social links" />
      ) : socials.isError ? (
        <ErrorNotice message={errorMessage(socials.error, 'load the social links')} />
      ) : (
        <SocialsTable
          socials={socials.data}
          onEdit={(social) => setDialog({ mode: 'edit', social })}
          onDelete={setToDelete}
        />
      )}
      {dialog.mode !== 'closed' && (
        <SocialDialog
          open
          social={dialog.mode === 'edit' ? dialog.social : undefined}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        message={`Delete the ${toDelete?.socialName ?? ''} link?`}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}

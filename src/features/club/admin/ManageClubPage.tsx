import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { DialogButton } from '../../../components/admin/DialogButton';
import { HistoryDialog } from '../../../components/admin/HistoryDialog';
import { useUndoNotice } from '../../../components/admin/use-undo-notice';
import { ClubCrest } from '../../../components/ClubCrest';
import { ImageFileInput } from '../../../components/ImageFileInput';
import { errorMessage } from '../../../lib/error-message';
import type { Recorded } from '../../../lib/history';
import { navbarSocialsQuery, useClubCrestUrl } from '../../socials';
import { CREST_FIELDS, crestDocRef, removeCrest, replaceCrest } from '../api/crest';
import { prepareCrest } from './prepare-crest';

/** The crest as the footer draws it, twice the size: what every page will show. */
const PREVIEW = { width: 96, height: 112 };

/**
 * Manage Club: the club's own look. The crest is replaced by choosing a file (saved at once, with
 * Undo), put back to the drawn one, or to any earlier crest from History.
 */
export function ManageClubPage() {
  return (
    <AdminPage title="Manage Club">
      <CrestSection />
    </AdminPage>
  );
}

function CrestSection() {
  const crestUrl = useClubCrestUrl();
  const queryClient = useQueryClient();
  const undoNotice = useUndoNotice();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  // A file input cannot be emptied through its value: it is remade after each choice.
  const [inputKey, setInputKey] = useState(0);

  async function run(work: () => Promise<Recorded>, done: string, action: string) {
    setBusy(true);
    setProblem(undefined);
    try {
      const result = await work();
      // The header, the footer and the preview here show it at once.
      await queryClient.invalidateQueries({ queryKey: navbarSocialsQuery.queryKey });
      undoNotice(done, result);
    } catch (error) {
      setProblem(errorMessage(error, action));
    } finally {
      setBusy(false);
      setInputKey((key) => key + 1);
    }
  }

  return (
    <Box component="section" aria-labelledby="crest-heading">
      <Typography id="crest-heading" variant="h5" component="h2" gutterBottom>
        Crest
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Shown in every page’s header and footer. An SVG, PNG or WebP file under 500 KB; a crest
        taller than wide fits best.
      </Typography>
      <Box sx={{ ...PREVIEW, mb: 2 }}>
        {crestUrl ? (
          <Box
            component="img"
            src={crestUrl}
            alt="The club’s crest"
            {...PREVIEW}
            sx={{ display: 'block', objectFit: 'contain' }}
          />
        ) : (
          <ClubCrest {...PREVIEW} />
        )}
      </Box>
      <ImageFileInput
        label="Replace the crest"
        disabled={busy}
        resetKey={inputKey}
        onChange={(file) => {
          if (file) {
            void run(
              async () => replaceCrest(await prepareCrest(file)),
              'The crest was replaced.',
              'replace the crest',
            );
          }
        }}
      />
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {crestUrl && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() =>
              void run(removeCrest, 'The drawn crest is back.', 'go back to the drawn crest')
            }
          >
            Use the drawn crest
          </Button>
        )}
        <DialogButton
          label="History"
          variant="outlined"
          dialog={(close) => (
            <HistoryDialog
              area="manageClub"
              path={crestDocRef().path}
              name="the crest"
              fields={CREST_FIELDS}
              onClose={close}
            />
          )}
        />
      </Stack>
    </Box>
  );
}

import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { QueryState } from '../../../components/QueryState';
import { DEFAULT_CATCH_PAGE_SIZE, publicTitle } from '../../../config/constants';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { whenConnected } from '../../../lib/connection';
import { whenPageSettled } from '../../../lib/when-page-settled';
import { usePublicCatches } from '../api/get-public-catches';
import { hasKeptCatches } from '../outbox/outbox-store';
import { loadSendingCode } from '../outbox/sending-code';
import type { Catch } from '../types';
import { CatchPager } from './CatchPager';
import { CatchSearchBox } from './CatchSearchBox';
import { CatchTable } from './CatchTable';

// The form, its validation and the Storage SDK are not in the page's first download; the zoom
// dialog (a modal, focus trap and transitions) loads only when a photo is clicked.
const loadSubmitCatchDialog = () => import('./SubmitCatchDialog');
const SubmitCatchDialog = lazy(() =>
  loadSubmitCatchDialog().then((m) => ({ default: m.SubmitCatchDialog })),
);
// Catches submitted with no signal: their list (and the outbox that sends them, with the Storage
// SDK) shows only when this phone keeps some, or once the member opens Submit. Most visitors keep
// none, and the catch list should not share the line with that code.
const loadQueuedCatches = () => import('./QueuedCatches');
const QueuedCatches = lazy(() => loadQueuedCatches().then((m) => ({ default: m.QueuedCatches })));
const CatchPhotoDialog = lazy(() =>
  import('./CatchPhotoDialog').then((m) => ({ default: m.CatchPhotoDialog })),
);

interface View {
  search: string;
  pageSize: number;
  page: number;
  /** cursors[p]: orderRank of the last catch before page p (Firestore startAfter). */
  cursors: (number | undefined)[];
}

const FIRST_VIEW: View = {
  search: '',
  pageSize: DEFAULT_CATCH_PAGE_SIZE,
  page: 0,
  cursors: [undefined],
};

/** /catches: approved catches, newest first, searched and paged by Firestore queries. */
export function CatchesPage() {
  useDocumentTitle(publicTitle('Catches'));
  const [view, setView] = useState<View>(FIRST_VIEW);
  const [zoomed, setZoomed] = useState<Catch | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [keptShown, showKept] = useState(false);
  useEffect(() => {
    void hasKeptCatches().then((some) => some && showKept(true));
  }, []);
  // The form's code is no visitor's precache (app/offline/visitor-precache.ts): it is fetched once
  // this page shows its content and there is a signal, with the Firebase code its sending loads,
  // and the service worker keeps it, so a member who has read the catches with signal can submit
  // one from the bank with none, sent when the signal returns (outbox/).
  const queryClient = useQueryClient();
  useEffect(
    () =>
      whenPageSettled(queryClient, () =>
        whenConnected(() => {
          Promise.all([loadSubmitCatchDialog(), loadQueuedCatches(), loadSendingCode()]).catch(
            () => undefined,
          );
        }),
      ),
    [queryClient],
  );
  const { search, pageSize, page, cursors } = view;

  const catches = usePublicCatches({ search, pageSize, after: cursors[page] });
  // Opened once, the zoom dialog stays mounted so that closing it can animate.
  const [zoomOpened, setZoomOpened] = useState(false);
  const zoom = (fish: Catch) => {
    setZoomOpened(true);
    setZoomed(fish);
  };

  const onSearch = useCallback(
    (text: string) =>
      setView((current) =>
        current.search === text
          ? current
          : { ...FIRST_VIEW, pageSize: current.pageSize, search: text },
      ),
    [],
  );
  const onPageChange = (next: number) => {
    const lastRank = catches.data?.lastRank;
    setView((current) => ({
      ...current,
      page: next,
      cursors:
        next > current.page
          ? Object.assign([...current.cursors], { [next]: lastRank })
          : current.cursors,
    }));
  };

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Typography variant="h4" component="h1">
          {PAGE_HEADINGS.catches}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddAPhotoIcon />}
          onClick={() => {
            setSubmitting(true);
            showKept(true);
          }}
        >
          Submit Yours!
        </Button>
      </Box>
      {keptShown && (
        <Suspense fallback={null}>
          <QueuedCatches />
        </Suspense>
      )}
      <CatchSearchBox onSearch={onSearch} />

      <QueryState
        query={catches}
        what="the catches"
        loading="Loading catches"
        empty={
          <Typography sx={{ my: 3 }}>
            {search ? 'No catches match your search.' : 'No catches have been approved yet.'}
          </Typography>
        }
        isEmpty={(found) => found.catches.length === 0}
      >
        {(found) => (
          // The previous page stays, dimmed, while the next one loads.
          <Box
            sx={{ mt: 2, opacity: catches.isPlaceholderData ? 0.5 : 1 }}
            aria-busy={catches.isPlaceholderData}
          >
            <CatchTable catches={found.catches} onOpenPhoto={zoom} />
          </Box>
        )}
      </QueryState>
      <CatchPager
        rowsOnPage={catches.data?.fetched ?? 0}
        hasMore={catches.data?.hasMore ?? false}
        page={page}
        pageSize={pageSize}
        busy={catches.isPlaceholderData || catches.isPending}
        onPageChange={onPageChange}
        onPageSizeChange={(size) => setView({ ...FIRST_VIEW, search, pageSize: size })}
      />

      {zoomOpened && (
        <Suspense fallback={null}>
          <CatchPhotoDialog fish={zoomed} onClose={() => setZoomed(null)} />
        </Suspense>
      )}
      {submitting && (
        <Suspense fallback={null}>
          <SubmitCatchDialog onClose={() => setSubmitting(false)} />
        </Suspense>
      )}
    </Box>
  );
}

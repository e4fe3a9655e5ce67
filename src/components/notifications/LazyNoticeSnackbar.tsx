import { lazy, Suspense, type ComponentProps } from 'react';

// Snackbar, Alert and their transitions (about 5 KB gzip) would otherwise be in every page's first
// download, for messages that most visits never show.
const NoticeSnackbar = lazy(() =>
  import('./NoticeSnackbar').then((m) => ({ default: m.NoticeSnackbar })),
);

/** NoticeSnackbar, downloaded the first time there is something to say. */
export function LazyNoticeSnackbar(props: ComponentProps<typeof NoticeSnackbar>) {
  return (
    <Suspense fallback={null}>
      <NoticeSnackbar {...props} />
    </Suspense>
  );
}

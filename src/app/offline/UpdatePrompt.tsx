import { lazy, Suspense } from 'react';
import { useWaitingUpdate } from './update-state';

const UpdateSnackbar = lazy(() =>
  import('./UpdateSnackbar').then((m) => ({ default: m.UpdateSnackbar })),
);

/** "A new version is ready": shown only when a new deployment is waiting; its UI loads then. */
export function UpdatePrompt() {
  const accept = useWaitingUpdate();
  if (!accept) return null;
  return (
    <Suspense fallback={null}>
      <UpdateSnackbar onReload={accept} />
    </Suspense>
  );
}

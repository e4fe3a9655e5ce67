import type { QueryClient } from '@tanstack/react-query';
import type { BlockableHistory } from '../lib/blockable-history';
import { BUILD_META_NAME, SNAPSHOT_CLASS } from '../lib/boot-page-script';
import { whenPageSettled } from '../lib/when-page-settled';

/** The build's stamp, from the built index.html (none in `npm run dev`: nothing is kept there). */
function buildStamp(): string | undefined {
  return (
    document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META_NAME}"]`)?.content || undefined
  );
}

/** Whether index.html painted a kept snapshot of this page (src/lib/boot-page-script.ts). */
export function snapshotPainted(): boolean {
  return !!document.querySelector(`#root > .${SNAPSHOT_CLASS}`);
}

/**
 * Each time a page has settled (its content shown, no query fetching), keeps a snapshot of it for
 * the next visit (features/offline/page-snapshots.ts, loaded only then); again after each
 * navigation.
 */
export function keepPageSnapshots(
  history: Pick<BlockableHistory, 'location' | 'listen'>,
  queryClient: QueryClient,
): void {
  const build = buildStamp();
  if (!build) return;
  const watch = () =>
    whenPageSettled(queryClient, () => {
      void import('../features/offline/page-snapshots')
        .then((m) => m.keepShownPage(window, build))
        .catch(() => undefined);
    });
  let path = history.location.pathname;
  let cancel = watch();
  history.listen(({ location }) => {
    if (location.pathname === path) return;
    path = location.pathname;
    cancel();
    cancel = watch();
  });
}

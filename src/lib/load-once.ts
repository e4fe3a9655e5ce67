/**
 * Code loaded on demand (a dynamic import) is not on every phone: it is fetched the first time it
 * is used, and with no signal that fetch fails. The app's own promise of it must not keep that
 * failure for the page's life: what failed is tried again at the next call. (The browser may keep
 * it anyway: Chromium 150 fails a module whose fetch failed again at once, signal or not, until the
 * page is reloaded; so such code is fetched only with a signal, lib/connection.ts whenConnected.)
 */

/**
 * `load`, run at the first call and its result shared by the later ones; if it fails, the next call
 * runs it again instead of getting the same failure.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * Whether `error` is a dynamic import that could not fetch its code, in the words of Chromium,
 * Firefox and Safari: most likely no signal, so something to try again, not a failure to report.
 */
export function failedToLoadCode(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|importing a module script failed/i.test(error.message)
  );
}

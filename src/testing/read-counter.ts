/**
 * For integration tests: counts the Firestore documents the site's client reads, as Firestore
 * bills them (each document a query returns, and one for a query that returns none), by watching
 * the REST answers of `firebase/firestore/lite` (which talks to Firestore through fetch).
 */
export function countFirestoreReads(): { reads: () => number; stop: () => void } {
  const realFetch = globalThis.fetch;
  let reads = 0;
  globalThis.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (/documents:(runQuery|batchGet)/.test(url)) {
      const body = (await response.clone().json()) as { document?: unknown; found?: unknown }[];
      const documents = body.filter((item) => item.document || item.found).length;
      reads += Math.max(documents, 1);
    }
    return response;
  };
  return {
    reads: () => reads,
    stop: () => {
      globalThis.fetch = realFetch;
    },
  };
}

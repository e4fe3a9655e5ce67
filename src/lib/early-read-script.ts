import type { EarlyRequest } from './early-reads.ts';

/**
 * Runs in the built index.html, in the head, before any of the app's JavaScript (vite.config.ts
 * inlines its source, so it must stay self-contained: no imports, no outer names).
 *
 * Sends the opened page's early reads (early-reads.ts) at once, preloads the page's largest image as
 * soon as an answer names it, and wraps `fetch` so that the Firestore SDK, when it later sends the
 * same request, gets the answer already on its way instead of sending it again. An answer that
 * failed (no signal, an error status) or is older than `maxAgeMs` (the query cache's staleTime: what
 * the app counts as fresh) is not handed over: the SDK's own request goes out as usual. Once every
 * early answer is taken, `fetch` is the browser's own again.
 */
export function startEarlyReads(
  win: Window,
  table: Record<string, EarlyRequest[]>,
  maxAgeMs: number,
): void {
  const path = win.location.pathname.replace(/(.)\/+$/, '$1');
  const requests = table[path];
  if (!requests || typeof win.fetch !== 'function') return;
  const browserFetch = win.fetch;
  const send = (input: RequestInfo | URL, init?: RequestInit) =>
    browserFetch.call(win, input, init);

  const preloadImage = (url: string) => {
    const link = win.document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = url;
    link.setAttribute('fetchpriority', 'high');
    win.document.head.appendChild(link);
  };
  // Rows of a runQuery ({document}) or batchGet ({found}) answer; the first with the field wins.
  const imageIn = (rows: unknown, field: string) => {
    if (!Array.isArray(rows)) return undefined;
    for (const row of rows as { document?: unknown; found?: unknown }[]) {
      const fields = (
        (row.document ?? row.found) as { fields?: Record<string, unknown> } | undefined
      )?.fields;
      const value = (fields?.[field] as { stringValue?: unknown } | undefined)?.stringValue;
      if (typeof value === 'string' && value) return value;
    }
    return undefined;
  };

  const pending = requests.map((request) => {
    // Only Content-Type text/plain, as the SDK sets it: a "simple" request, with no CORS preflight.
    const answer = send(request.url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: request.body,
    });
    const field = request.image;
    if (field) {
      answer
        .then((response) => (response.ok ? response.clone().json() : undefined))
        .then((rows) => {
          const url = imageIn(rows, field);
          if (url) preloadImage(url);
        })
        .catch(() => undefined);
    }
    // Nobody may be waiting for it yet: a failure is handled when (if) the SDK asks.
    answer.catch(() => undefined);
    return { key: `${request.url}\n${request.body}`, answer, sentAt: Date.now() };
  });

  const earlyFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const key =
      typeof input === 'string' && init?.method === 'POST' && typeof init.body === 'string'
        ? `${input}\n${init.body}`
        : undefined;
    const index = key === undefined ? -1 : pending.findIndex((early) => early.key === key);
    if (index < 0) return send(input, init);
    const [early] = pending.splice(index, 1);
    if (!pending.length && win.fetch === earlyFetch) win.fetch = browserFetch;
    if (Date.now() - early!.sentAt > maxAgeMs) return send(input, init);
    return early!.answer.then(
      (response) => (response.ok ? response : send(input, init)),
      () => send(input, init),
    );
  };
  win.fetch = earlyFetch;
}

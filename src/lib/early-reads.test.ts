import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchLandingData } from '../app/landing-data';
import { createQueryClient } from '../app/query-client';
import { emulators, firebaseConfig } from '../config/env';
import { startEarlyReads } from './early-read-script';
import {
  EARLY_ANSWER_MAX_AGE_MS,
  EARLY_READS,
  earlyRequests,
  type EarlyRequest,
} from './early-reads';

interface Sent {
  url: string;
  body: string;
}

/** A network that records each request and answers it as Firestore does for an empty database. */
function recordingNetwork(sent: Sent[]) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = String(init?.body);
    sent.push({ url, body });
    const rows = url.includes(':batchGet')
      ? (JSON.parse(body) as { documents: string[] }).documents.map((missing) => ({
          missing,
          readTime: '2026-01-01T00:00:00Z',
        }))
      : [{ readTime: '2026-01-01T00:00:00Z' }];
    return new Response(JSON.stringify(rows), { status: 200 });
  });
}

const target = {
  origin: `http://${emulators.host}:${emulators.firestorePort}`,
  projectId: firebaseConfig.projectId,
  apiKey: firebaseConfig.apiKey,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('early reads', () => {
  // If a page's query changes and this table does not, the page still works but reads twice.
  it.each(Object.keys(EARLY_READS))(
    'are, for %s, requests the page itself sends through the Firestore SDK',
    async (path) => {
      const sent: Sent[] = [];
      vi.stubGlobal('fetch', recordingNetwork(sent));
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      prefetchLandingData(client, path);
      await vi.waitFor(() => {
        if (client.isFetching() > 0) throw new Error('still reading');
      });
      const early = earlyRequests(target)[path]!;
      expect(early.length).toBeGreaterThan(0);
      for (const request of early) {
        expect(sent).toContainEqual({ url: request.url, body: request.body });
      }
    },
  );

  it('count as fresh exactly as long as the query cache does', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(
      EARLY_ANSWER_MAX_AGE_MS,
    );
  });
});

describe('the early read script', () => {
  const membersUrl = 'http://firestore.test/v1/documents:runQuery';
  const table: Record<string, EarlyRequest[]> = {
    '/our-people': [{ url: membersUrl, body: '{"q":1}', image: 'photoURL' }],
  };

  function fakeWindow(path: string, network: typeof fetch) {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    return { location: { pathname: path }, document, fetch: network } as unknown as Window;
  }

  const answer = (rows: unknown, status = 200) =>
    new Response(JSON.stringify(rows), { status, headers: { 'Content-Type': 'application/json' } });

  it('sends the read at once and hands its answer to the same request later, sent once', async () => {
    const network = vi.fn(async () =>
      answer([{ document: { fields: { photoURL: { stringValue: 'https://img.test/a.jpg' } } } }]),
    );
    const win = fakeWindow('/our-people/', network);
    startEarlyReads(win, table, 60_000);
    expect(network).toHaveBeenCalledTimes(1);

    const response = await win.fetch(membersUrl, { method: 'POST', body: '{"q":1}' });
    expect(await response.json()).toHaveLength(1);
    expect(network).toHaveBeenCalledTimes(1);
    // Every early answer taken: fetch is the browser's own again.
    expect(win.fetch).toBe(network);
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"]')).toHaveAttribute(
        'href',
        'https://img.test/a.jpg',
      ),
    );
  });

  it('lets other requests through untouched', async () => {
    const network = vi.fn(async () => answer([]));
    const win = fakeWindow('/our-people', network);
    startEarlyReads(win, table, 60_000);
    await win.fetch(membersUrl, { method: 'POST', body: '{"q":2}' });
    expect(network).toHaveBeenCalledTimes(2);
    expect(network).toHaveBeenLastCalledWith(membersUrl, { method: 'POST', body: '{"q":2}' });
  });

  it('sends the request again when the early answer failed', async () => {
    const network = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answer({ error: {} }, 503))
      .mockResolvedValueOnce(answer([]));
    const win = fakeWindow('/our-people', network);
    startEarlyReads(win, table, 60_000);
    const response = await win.fetch(membersUrl, { method: 'POST', body: '{"q":1}' });
    expect(response.status).toBe(200);
    expect(network).toHaveBeenCalledTimes(2);
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('sends the request again when the early answer is older than the fresh time', async () => {
    vi.useFakeTimers();
    try {
      const network = vi.fn(async () => answer([]));
      const win = fakeWindow('/our-people', network);
      startEarlyReads(win, table, 60_000);
      vi.setSystemTime(Date.now() + 60_001);
      await win.fetch(membersUrl, { method: 'POST', body: '{"q":1}' });
      expect(network).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing on a path with no early reads', () => {
    const network = vi.fn(async () => answer([]));
    const win = fakeWindow('/admin', network);
    startEarlyReads(win, table, 60_000);
    expect(network).not.toHaveBeenCalled();
    expect(win.fetch).toBe(network);
  });
});

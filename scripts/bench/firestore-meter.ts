/**
 * Counts the Firestore documents a page reads, from the emulator's REST responses it receives
 * (firestore/lite talks REST): runQuery and batchGet results, single-document GETs, and aggregation
 * queries billed as Firestore bills them (one read per 1,000 index entries counted, at least one).
 */
import type { Page, Response } from 'playwright-core';

export interface FirestoreReads {
  documents: number;
  requests: number;
  /** Response body bytes (uncompressed JSON). */
  bytes: number;
}

interface ListResult {
  document?: unknown;
  found?: unknown;
  missing?: unknown;
  result?: { aggregateFields?: Record<string, { integerValue?: string }> };
}

interface RestDocument {
  name: string;
  fields?: Record<string, { stringValue?: string } | undefined>;
}

/** The documents in a runQuery, batchGet or get response body. */
function documentsIn(body: string): RestDocument[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const items = Array.isArray(parsed) ? parsed : [parsed];
  return items
    .map(
      (item: { document?: RestDocument; found?: RestDocument; name?: string }) =>
        item?.document ?? item?.found ?? (item?.name ? (item as RestDocument) : undefined),
    )
    .filter((doc): doc is RestDocument => !!doc);
}

/** Firestore read units in one REST response body. */
export function readsIn(url: string, body: string): number {
  const path = new URL(url).pathname;
  const parsed: unknown = JSON.parse(body || 'null');
  if (path.endsWith(':runQuery') || path.endsWith(':batchGet')) {
    const items = (Array.isArray(parsed) ? parsed : [parsed]) as ListResult[];
    // A query that matches nothing is still billed one read.
    const docs = items.filter((item) => item.document || item.found || item.missing).length;
    return path.endsWith(':runQuery') ? Math.max(docs, 1) : docs;
  }
  if (path.endsWith(':runAggregationQuery')) {
    const items = (Array.isArray(parsed) ? parsed : [parsed]) as ListResult[];
    let units = 0;
    for (const item of items) {
      for (const field of Object.values(item.result?.aggregateFields ?? {})) {
        units += Math.max(1, Math.ceil(Number(field.integerValue ?? 0) / 1000));
      }
    }
    return units;
  }
  if (path.includes('/documents/') && !path.includes(':')) return 1;
  return 0;
}

export class FirestoreMeter {
  private pending: Promise<void>[] = [];
  private total: FirestoreReads = { documents: 0, requests: 0, bytes: 0 };
  /** Full catch-photo and thumbnail URLs seen in the responses, for the image baselines. */
  readonly imageUrls = new Map<string, { imgURL?: string; thumbURL?: string }>();

  constructor(page: Page, firestorePort: number) {
    page.on('response', (response: Response) => {
      const url = response.url();
      if (!url.includes(`:${firestorePort}/v1/`) || response.request().method() === 'OPTIONS')
        return;
      this.pending.push(this.record(url, response));
    });
  }

  private async record(url: string, response: Response) {
    const body = await response.text().catch(() => '');
    this.total.requests += 1;
    this.total.bytes += Buffer.byteLength(body);
    if (!response.ok()) return;
    this.total.documents += readsIn(url, body);
    for (const doc of documentsIn(body)) {
      const id = /\/documents\/catches\/([^/]+)$/.exec(doc.name)?.[1];
      if (!id) continue;
      this.imageUrls.set(id, {
        imgURL: doc.fields?.imgURL?.stringValue,
        thumbURL: doc.fields?.thumbURL?.stringValue,
      });
    }
  }

  /** Everything read so far (waits for bodies still being read). */
  async snapshot(): Promise<FirestoreReads> {
    await Promise.all(this.pending);
    return { ...this.total };
  }
}

export const minus = (a: FirestoreReads, b: FirestoreReads): FirestoreReads => ({
  documents: a.documents - b.documents,
  requests: a.requests - b.requests,
  bytes: a.bytes - b.bytes,
});

/**
 * Counts the Firestore documents the server renderer reads. The renderer runs in the bench's own
 * process (scripts/site-server.ts imports its build) and reads through `firebase/firestore/lite`,
 * which talks REST with the global `fetch`: wrapping that fetch sees every response it gets, counted
 * as the browser's are (firestore-meter.ts). A first view's reads are the server's and the browser's
 * together.
 */
import { readsIn, type FirestoreReads } from './firestore-meter.ts';

export class ServerMeter {
  private pending: Promise<void>[] = [];
  private total: FirestoreReads = { documents: 0, requests: 0, bytes: 0 };

  constructor(firestorePort: number) {
    const inner = globalThis.fetch;
    const marker = `:${firestorePort}/v1/`;
    globalThis.fetch = async (input, init) => {
      const response = await inner(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes(marker)) this.pending.push(this.record(url, response.clone()));
      return response;
    };
  }

  private async record(url: string, response: Response) {
    const body = await response.text().catch(() => '');
    this.total.requests += 1;
    this.total.bytes += Buffer.byteLength(body);
    if (response.ok) this.total.documents += readsIn(url, body);
  }

  /** Everything read so far (waits for bodies still being read). */
  async snapshot(): Promise<FirestoreReads> {
    await Promise.all(this.pending);
    return { ...this.total };
  }
}

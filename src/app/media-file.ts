/**
 * The site server's answer to /media/<name> (src/lib/photo/media-path.ts says why the path
 * exists): the public variant, or an approved catch's photo variant, read from the club's bucket
 * as anyone would read it (no token, no credentials, so storage.rules decide), or null. The
 * server's module only.
 */
import { emulators, firebaseConfig } from '../config/env';
import { catchMediaObjectName, mediaObjectName } from '../lib/photo/media-path';

/** How long the read from Storage may take before the visitor is answered "try again". */
const MEDIA_WAIT_MS = 5_000;
/** A variant is a picture a phone downloads: a few hundred KB at most (prepare-picture.ts). */
const MEDIA_MAX_BYTES = 2 * 1024 * 1024;
const MEDIA_TYPES = /^image\/(webp|avif|jpeg|png)$/;

export interface MediaFile {
  type: string;
  body: Uint8Array;
}

/**
 * The variants this server read lately, as the CDN in front of it keeps them: a variant's content
 * never changes (a new name per upload), so a second visitor's picture costs no read from Storage,
 * which took 0.1 s and more beside the page's own render (the bench, no CDN in front). Bounded in
 * bytes, and an hour at most, so a picture purged from the bin stops being served within it.
 */
const KEPT_MAX_BYTES = 16 * 1024 * 1024;
const KEPT_MAX_AGE_MS = 60 * 60 * 1000;
const kept = new Map<string, { file: MediaFile; at: number }>();
let keptBytes = 0;

function keep(name: string, file: MediaFile): void {
  kept.set(name, { file, at: Date.now() });
  keptBytes += file.body.byteLength;
  // The oldest first (a Map keeps its order of insertion).
  for (const [oldest, entry] of kept) {
    if (keptBytes <= KEPT_MAX_BYTES) break;
    kept.delete(oldest);
    keptBytes -= entry.file.body.byteLength;
  }
}

function keptFile(name: string): MediaFile | undefined {
  const entry = kept.get(name);
  if (!entry) return undefined;
  if (Date.now() - entry.at <= KEPT_MAX_AGE_MS) return entry.file;
  kept.delete(name);
  keptBytes -= entry.file.body.byteLength;
  return undefined;
}

function storageOrigin(): string {
  return emulators.enabled
    ? `http://${emulators.host}:${emulators.storagePort}`
    : 'https://firebasestorage.googleapis.com';
}

/**
 * The object `name` read from the club's bucket as anyone would read it, or null when Storage has
 * none or refuses it; rejects when Storage fails or is late.
 */
async function readPublic(name: string, waitMs: number): Promise<MediaFile | null> {
  const bucket = encodeURIComponent(firebaseConfig.storageBucket);
  const url = `${storageOrigin()}/v0/b/${bucket}/o/${encodeURIComponent(name)}?alt=media`;
  const answer = await fetch(url, { signal: AbortSignal.timeout(waitMs), redirect: 'error' });
  if (answer.status === 403 || answer.status === 404) return null;
  if (!answer.ok) throw new Error(`Storage answered ${answer.status} for ${name}`);
  const type = answer.headers.get('content-type') ?? '';
  if (!MEDIA_TYPES.test(type)) return null;
  const body = new Uint8Array(await answer.arrayBuffer());
  if (body.byteLength > MEDIA_MAX_BYTES) return null;
  return { type, body };
}

/**
 * The variant at `pathname`, or null when the path names none (or Storage has none, or refuses
 * it); rejects when Storage fails or is late, so the caller answers "try again", not "not found".
 */
export async function mediaFile(
  pathname: string,
  waitMs = MEDIA_WAIT_MS,
): Promise<MediaFile | null> {
  const name = mediaObjectName(pathname);
  if (!name) return null;
  const known = keptFile(name);
  if (known) return known;
  const file = await readPublic(name, waitMs);
  if (file) keep(name, file);
  return file;
}

/**
 * A catch's photo variant at `pathname` (/media/catchPhotoVariants/{id}/{n}), or null, as
 * mediaFile. Read afresh each time, never kept here: storage.rules give it to anyone only while
 * its catch is approved (catchReadable), and its name is reused when the photo is replaced, so a
 * withdrawn or binned catch's photo, or a replaced one, is gone once the CDN's minute
 * (CATCH_MEDIA_CACHE_CONTROL) is over.
 */
export async function catchMediaFile(
  pathname: string,
  waitMs = MEDIA_WAIT_MS,
): Promise<MediaFile | null> {
  const name = catchMediaObjectName(pathname);
  return name ? readPublic(name, waitMs) : null;
}

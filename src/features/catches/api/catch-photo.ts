/**
 * A catch's photo as the back office shows it: read through the Storage SDK with the signed-in
 * admin's credentials (storage.rules decide: a pending catch's files are its submitter's and the
 * catches admins'), shown from an object URL. Never an <img> request to the download URL: the
 * service worker keeps every image request to Storage (vite.config.ts, STORAGE_IMAGE_CACHE) for
 * offline use, and a pending catch's photo must never be kept on the device (issue 21). The
 * SDK's request is a fetch, not an image, so that route does not take it.
 */
import { useEffect, useState } from 'react';
import { getBlob, ref } from 'firebase/storage';
import { loadStorage } from '../../../lib/firebase';

/**
 * An object URL of the photo at `url` (one of our Storage download URLs), or `url` itself when
 * it is not one (the service worker's route only takes Storage's).
 */
export async function loadCatchPhoto(url: string): Promise<string> {
  const storage = await loadStorage();
  let file;
  try {
    file = ref(storage, url);
  } catch {
    return url;
  }
  return URL.createObjectURL(await getBlob(file));
}

export interface CatchPhotoState {
  /** What the <img> shows; undefined while it loads or when it failed. */
  src?: string;
  failed: boolean;
}

/** The photo at `url` for an <img>, loaded by loadCatchPhoto, released when no longer shown. */
export function useCatchPhoto(url: string | undefined): CatchPhotoState {
  const [state, setState] = useState<CatchPhotoState & { url?: string }>({ failed: false });
  useEffect(() => {
    if (!url) return;
    let shown: string | undefined;
    let current = true;
    loadCatchPhoto(url).then(
      (src) => {
        if (current) setState({ url, src, failed: false });
        shown = src;
        if (!current && src.startsWith('blob:')) URL.revokeObjectURL(src);
      },
      () => {
        if (current) setState({ url, failed: true });
      },
    );
    return () => {
      current = false;
      if (shown?.startsWith('blob:')) URL.revokeObjectURL(shown);
    };
  }, [url]);
  return state.url === url ? { src: state.src, failed: state.failed } : { failed: false };
}

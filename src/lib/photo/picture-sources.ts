/**
 * What a <picture> offers for a stored picture: its variants (src/config/picture-sizes.ts) as a
 * `srcset`, their URLs made from the picture's own download URL, since the name says what exists.
 * A variant's URL carries no download token: the picture folders are public to get by path
 * (storage.rules), as approved catches are, so the URL needs none. A variant of a picture in the
 * club's own bucket is named by its path on the site's origin (media-path.ts), relative, so the
 * server's HTML and the browser's render name it alike.
 */
import { firebaseConfig } from '../../config/env';
import { variantName, variantsOfName, VARIANT_TYPES } from '../../config/picture-sizes';
import { mediaPath } from './media-path';

export interface PictureSources {
  /** The variants' MIME type, for <source type>: a browser that cannot show it takes the <img>. */
  type: string;
  /** "…_w480?alt=media 480w, …_w960?alt=media 960w". */
  srcSet: string;
  /** True when the variants are JPEG: they go on the <img> itself, no <source> needed. */
  jpeg: boolean;
}

const STORAGE_URL = /^(.*\/v0\/b\/([^/]+)\/o\/)([^?#]+)/;

/** The variants of the picture at `url`, or undefined (not a Storage URL, or made without). */
export function pictureSources(url: string): PictureSources | undefined {
  const match = STORAGE_URL.exec(url);
  if (!match) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(match[3]!);
  } catch {
    return undefined;
  }
  const variants = variantsOfName(name);
  if (!variants) return undefined;
  const ours = match[2] === firebaseConfig.storageBucket;
  const srcSet = variants.widths
    .map((width) => {
      const variant = variantName(name, width);
      const own = ours ? mediaPath(variant) : undefined;
      return `${own ?? `${match[1]!}${encodeURIComponent(variant)}?alt=media`} ${width}w`;
    })
    .join(', ');
  return { type: VARIANT_TYPES[variants.format], srcSet, jpeg: variants.format === 'jpeg' };
}

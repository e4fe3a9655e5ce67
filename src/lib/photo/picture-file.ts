import type { VariantFormat } from '../../config/picture-sizes';

/** One variant made of a prepared picture: the same picture `width` px wide. */
export interface VariantBlob {
  width: number;
  blob: Blob;
}

/**
 * A prepared picture (the JPEG to store) that carries its variants (ImageField's value), so the
 * form's Save, whatever area it is in, uploads them with it (uploadImage, src/lib/storage-files.ts).
 */
export class PictureFile extends File {
  constructor(
    picture: Blob,
    name: string,
    readonly variants: { format: VariantFormat; blobs: VariantBlob[] },
  ) {
    super([picture], name, { type: picture.type });
  }
}

/**
 * Where each back-office picture is shown, and so the size it is stored at: a picture is scaled
 * down to `maxWidth` x `maxHeight` (about twice the largest size it is drawn at, for sharp phone
 * screens) and the admin is warned, not refused, when it is smaller than the largest box it fills
 * (`shownWidth` x `shownHeight` CSS pixels, object-fit cover), since it would then look blurred.
 * The shown sizes follow the components that draw them; keep them in step. Each area declares its
 * own pictures (`pictures` in src/config/areas.ts, whose PICTURE_USES gathers them); this module
 * imports nothing, as the areas' table is shared with the admin server. The warning for a picture
 * too small for its use is src/lib/photo/picture-uses.ts's.
 */
export interface PictureUse {
  /** Where it is shown, in a sentence: "the home page". */
  where: string;
  maxWidth: number;
  maxHeight: number;
  shownWidth: number;
  shownHeight: number;
}

/** The main column's widest content: Container maxWidth "lg" (1200) less its 24 px paddings. */
export const PAGE_WIDTH = 1152;
/** Below the md breakpoint (900) a grid item takes the whole column: 900 less 2 x 24 px. */
export const NARROW_PAGE_WIDTH = 852;

/** A banner (BannerImage): the column's width, 5:2 on a wide screen. */
export const banner = (where: string): PictureUse => ({
  where,
  maxWidth: 1920,
  maxHeight: 1920,
  shownWidth: PAGE_WIDTH,
  shownHeight: Math.round(PAGE_WIDTH / 2.5),
});

// ---- Variants: the same picture smaller, in a modern format (issue 35, point 10) ---------------
// Made when a picture is uploaded (src/lib/photo/prepare-picture.ts in the browser; sharp in the
// demo seed) and stored beside it in its folder, so storage.rules, the bin's purge and restore
// treat them as the picture's own. What exists is written into the picture's own name, which its
// document already records as its URL: "contentImage/{id}__webp_480_960_1440" has the variants
// "contentImage/{id}__webp_480_960_1440_w480", "…_w960" and "…_w1440". So no writer records a
// second field, and a picture stored before (no such suffix) is shown as it is.

/** The formats a picture's variants are stored in: WebP where the uploading browser encodes it. */
export type VariantFormat = 'avif' | 'webp' | 'jpeg';

export interface PictureVariants {
  format: VariantFormat;
  /** The variants' widths in px, smallest first. */
  widths: number[];
}

export const VARIANT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/**
 * The widths to make of a picture `width` px wide for `use`: a phone's column (up to 480 px; a
 * small picture such as a 120 px portrait at its own size) at 1x, 2x and 3x, never wider than the
 * picture, whose own width ends the list when a step is missing; a step within a tenth of the
 * picture's width is left out (a near copy).
 */
export function variantWidths(use: Pick<PictureUse, 'shownWidth'>, width: number): number[] {
  const step = Math.min(use.shownWidth, 480);
  const ladder = [step, step * 2, step * 3];
  const below = ladder.filter((w) => w < width * 0.9);
  return below.length < ladder.length ? [...below, width] : below;
}

const DESCRIBED = /__(avif|webp|jpeg)((?:_[0-9]{1,5}){1,4})$/;

/** A picture's name (or path) with its variants written into it: "{id}__webp_480_960". */
export function describedName(name: string, variants: PictureVariants): string {
  return `${name}__${variants.format}${variants.widths.map((w) => `_${w}`).join('')}`;
}

/** The variants a picture's name (or path) says it has; undefined for a picture without. */
export function variantsOfName(name: string): PictureVariants | undefined {
  const match = DESCRIBED.exec(name);
  if (!match) return undefined;
  const widths = match[2]!.slice(1).split('_').map(Number);
  return { format: match[1] as VariantFormat, widths };
}

/** The name (or path) of the variant `width` px wide of the picture `name`. */
export function variantName(name: string, width: number): string {
  return `${name}_w${width}`;
}

/** The names (or paths) of every variant of the picture `name`; none for a picture without. */
export function variantNamesOf(name: string): string[] {
  return (variantsOfName(name)?.widths ?? []).map((width) => variantName(name, width));
}

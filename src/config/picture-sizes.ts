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

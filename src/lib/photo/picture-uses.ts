/** What the admin is told of a picture too small for where it goes (src/config/picture-sizes.ts). */
import type { PictureUse } from '../../config/picture-sizes';

const count = (pixels: number) => pixels.toLocaleString('en-GB');

/**
 * The warning for a picture too small for where it goes, or undefined: "This picture is 450 px
 * wide; the home page shows it up to 1,152 px wide, so it will look blurred."
 */
export function tooSmallWarning(
  size: { width: number; height: number },
  use: PictureUse,
): string | undefined {
  // Drawn to cover its box: the side that must stretch the most is the one to name.
  const stretchWide = use.shownWidth / size.width;
  const stretchTall = use.shownHeight / size.height;
  if (Math.max(stretchWide, stretchTall) <= 1) return undefined;
  return stretchWide >= stretchTall
    ? `This picture is ${count(size.width)} px wide; ${use.where} shows it up to ${count(use.shownWidth)} px wide, so it will look blurred.`
    : `This picture is ${count(size.height)} px tall; ${use.where} shows it up to ${count(use.shownHeight)} px tall, so it will look blurred.`;
}

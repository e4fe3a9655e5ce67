import { describe, expect, it } from 'vitest';
import {
  catchVariantPaths,
  catchVariantWidths,
  withCatchVariants,
} from '../../../config/catch-photo-variants';
import { catchPhotoSources, catchVariantUrls } from './catch-photo-sources';

const OBJECTS = 'https://firebasestorage.googleapis.com/v0/b/pac.appspot.com/o/';
const PHOTO = `${OBJECTS}catches%2FAbc123?alt=media&token=t0k`;

describe('the widths of a catch photo', () => {
  it.each([
    ['a 2000 px photo: the 720 px box at 2x is the widest', 2000, [480, 960, 1440]],
    ['the seed 1200 px photo: its own width ends the list', 1200, [480, 960, 1200]],
    ['a 1000 px photo: 960 is a near copy', 1000, [480, 1000]],
    ['a photo narrower than a phone', 300, [300]],
  ])('%s', (_, width, widths) => {
    expect(catchVariantWidths(width)).toEqual(widths);
    expect(Math.max(...widths)).toBeLessThanOrEqual(width);
  });

  it('names three files at most, which the purge removes', () => {
    expect(catchVariantPaths('Abc123')).toEqual([
      'catchPhotoVariants/Abc123/0',
      'catchPhotoVariants/Abc123/1',
      'catchPhotoVariants/Abc123/2',
    ]);
  });
});

describe('catchPhotoSources (srcset)', () => {
  it("offers the variants the photo's URL lists, by their index, without the token", () => {
    const url = withCatchVariants(PHOTO, { format: 'webp', widths: [480, 960, 1440] });
    expect(url).toBe(`${PHOTO}&variants=webp_480_960_1440`);
    expect(catchPhotoSources(url)).toEqual({
      type: 'image/webp',
      jpeg: false,
      srcSet:
        `${OBJECTS}catchPhotoVariants%2FAbc123%2F0?alt=media 480w, ` +
        `${OBJECTS}catchPhotoVariants%2FAbc123%2F1?alt=media 960w, ` +
        `${OBJECTS}catchPhotoVariants%2FAbc123%2F2?alt=media 1440w`,
    });
  });

  it("names the club's own bucket's variants on the site's origin; the back office's stay Storage's", () => {
    const ours = withCatchVariants(
      'http://127.0.0.1:9199/v0/b/demo-pac.appspot.com/o/catches%2FAbc123?alt=media&token=t0k',
      { format: 'webp', widths: [480, 960] },
    );
    expect(catchPhotoSources(ours)?.srcSet).toBe(
      '/media/catchPhotoVariants/Abc123/0 480w, /media/catchPhotoVariants/Abc123/1 960w',
    );
    expect(catchVariantUrls(ours).map(({ url }) => url)).toEqual([
      'http://127.0.0.1:9199/v0/b/demo-pac.appspot.com/o/catchPhotoVariants%2FAbc123%2F0?alt=media',
      'http://127.0.0.1:9199/v0/b/demo-pac.appspot.com/o/catchPhotoVariants%2FAbc123%2F1?alt=media',
    ]);
  });

  it('says JPEG variants go on the <img> itself (a browser that cannot encode WebP)', () => {
    const url = withCatchVariants(`${OBJECTS}catches%2FAbc123`, { format: 'jpeg', widths: [480] });
    expect(catchPhotoSources(url)).toMatchObject({ type: 'image/jpeg', jpeg: true });
  });

  it.each([
    ['a photo stored before variants', PHOTO],
    ['a back-office picture', `${OBJECTS}contentImage%2Fx?alt=media&variants=webp_480`],
    ['more variants than are stored', `${PHOTO}&variants=webp_480_960_1440_1920`],
    ['widths out of order', `${PHOTO}&variants=webp_960_480`],
    ['a format no browser makes here', `${PHOTO}&variants=gif_480`],
    ['a width of 0', `${PHOTO}&variants=webp_0`],
    ['no Storage URL', 'https://example.com/catches%2FAbc123?variants=webp_480'],
  ])('offers nothing for %s', (_, url) => {
    expect(catchPhotoSources(url)).toBeUndefined();
  });
});

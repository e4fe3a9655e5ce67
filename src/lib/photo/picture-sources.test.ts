import { describe, expect, it } from 'vitest';
import {
  describedName,
  variantNamesOf,
  variantsOfName,
  variantWidths,
} from '../../config/picture-sizes';
import { PICTURE_USES } from '../../config/areas';
import { catchMediaObjectName, catchMediaPath, mediaObjectName, mediaPath } from './media-path';
import { pictureSources } from './picture-sources';

const ORIGIN = 'https://firebasestorage.googleapis.com/v0/b/pac.appspot.com/o/';

describe('the variant plan', () => {
  it.each([
    ['a banner 1920 px wide', PICTURE_USES.homeBanner, 1920, [480, 960, 1440]],
    [
      'a banner 1200 px wide: its own width ends the list',
      PICTURE_USES.homeBanner,
      1200,
      [480, 960, 1200],
    ],
    [
      'a water picture 1000 px wide: 960 is a near copy',
      PICTURE_USES.waterPicture,
      1000,
      [480, 1000],
    ],
    ['a banner smaller than a phone', PICTURE_USES.contactBanner, 300, [300]],
    ['a 120 px portrait at 1x, 2x, 3x', PICTURE_USES.committeePhoto, 512, [120, 240, 360]],
    ['a 384 px portrait', PICTURE_USES.committeePhoto, 384, [120, 240, 384]],
  ])('%s', (_, use, width, widths) => {
    expect(variantWidths(use, width)).toEqual(widths);
  });

  it('writes the variants into the name, and reads them back', () => {
    const name = describedName('waterImages/weston/abc-1', { format: 'webp', widths: [480, 960] });
    expect(name).toBe('waterImages/weston/abc-1__webp_480_960');
    expect(variantsOfName(name)).toEqual({ format: 'webp', widths: [480, 960] });
    expect(variantNamesOf(name)).toEqual([`${name}_w480`, `${name}_w960`]);
  });

  it.each([
    'contentImage/main',
    'catches/catch-001',
    'contentImage/x__webp',
    'contentImage/x__gif_480',
  ])('%s names no variants', (name) => {
    expect(variantsOfName(name)).toBeUndefined();
    expect(variantNamesOf(name)).toEqual([]);
  });
});

describe('pictureSources (srcset)', () => {
  it('offers the WebP variants of a picture that has them, without its token', () => {
    const url = `${ORIGIN}contentImage%2Fabc__webp_480_960?alt=media&token=t0k`;
    expect(pictureSources(url)).toEqual({
      type: 'image/webp',
      jpeg: false,
      srcSet:
        `${ORIGIN}contentImage%2Fabc__webp_480_960_w480?alt=media 480w, ` +
        `${ORIGIN}contentImage%2Fabc__webp_480_960_w960?alt=media 960w`,
    });
  });

  it("names the club's own bucket's variants on the site's origin (/media/), a water's folder too", () => {
    const url =
      'http://127.0.0.1:9199/v0/b/demo-pac.appspot.com/o/waterImages%2Fweston%2Fw1__jpeg_480_960?alt=media';
    expect(pictureSources(url)).toEqual({
      type: 'image/jpeg',
      jpeg: true,
      srcSet:
        '/media/waterImages/weston/w1__jpeg_480_960_w480 480w, /media/waterImages/weston/w1__jpeg_480_960_w960 960w',
    });
  });

  it.each([
    ['a picture stored before variants', `${ORIGIN}contentImage%2Fmain?alt=media&token=t`],
    ['not a Storage URL', 'https://example.com/pictures/a__webp_480'],
    ['a name that does not decode', `${ORIGIN}contentImage%2Fa%E0%A4%A__webp_480?alt=media`],
  ])('%s: none', (_, url) => {
    expect(pictureSources(url)).toBeUndefined();
  });
});

describe('/media/ paths (the public variants on the site origin)', () => {
  it.each([
    'contentImage/abc__webp_480_960_w960',
    'contactImage/abc__webp_300_w300',
    'memberDisplayPhotos/m-1__webp_120_240_384_w240',
    'clubCrest/c__webp_480_w480',
    'waterImages/weston/w 1__jpeg_480_w480',
  ])('%s: has a path, read back to its name', (name) => {
    const path = mediaPath(name)!;
    expect(path.startsWith('/media/')).toBe(true);
    expect(mediaObjectName(path)).toBe(name);
  });

  it.each([
    ['the picture itself, not a variant', 'contentImage/abc__webp_480_960'],
    ['a width its name does not list', 'contentImage/abc__webp_480_960_w1440'],
    ['a catch photo', 'catches/c1__webp_480_w480'],
    ["a catch's variant", 'catchPhotoVariants/c1/p__webp_480_w480'],
    ['a folder too deep', 'contentImage/x/abc__webp_480_w480'],
    ['a picture stored before variants', 'contentImage/main'],
  ])('%s: none', (_, name) => {
    expect(mediaPath(name)).toBeUndefined();
    expect(mediaObjectName(`/media/${name}`)).toBeUndefined();
  });

  it.each([
    ['an encoded slash', '/media/contentImage%2Fabc__webp_480_w480'],
    ['a name that does not decode', '/media/contentImage/a%E0%A4%A__webp_480_w480'],
    ['another prefix', '/assets/contentImage/abc__webp_480_w480'],
  ])('%s: refused', (_, path) => {
    expect(mediaObjectName(path)).toBeUndefined();
  });
});

describe("/media/catchPhotoVariants/ paths (an approved catch's variants, briefly cached)", () => {
  it('names a catch variant by its index, read back to its name, never as a public variant', () => {
    expect(catchMediaPath('catchPhotoVariants/Abc_1-2/0')).toBe(
      '/media/catchPhotoVariants/Abc_1-2/0',
    );
    expect(catchMediaObjectName('/media/catchPhotoVariants/Abc_1-2/2')).toBe(
      'catchPhotoVariants/Abc_1-2/2',
    );
    // The public route's names and the catch route's never meet (their caches differ).
    expect(mediaObjectName('/media/catchPhotoVariants/Abc_1-2/0')).toBeUndefined();
    expect(catchMediaObjectName('/media/contentImage/abc__webp_480_w480')).toBeUndefined();
  });

  it.each([
    ['an index no upload writes', '/media/catchPhotoVariants/Abc/3'],
    ['the photo itself', '/media/catches/Abc'],
    ['an encoded slash', '/media/catchPhotoVariants/Abc%2F0'],
    ['a folder too deep', '/media/catchPhotoVariants/Abc/0/x'],
    ['a dot segment', '/media/catchPhotoVariants/../0'],
    ['another prefix', '/assets/catchPhotoVariants/Abc/0'],
  ])('%s: refused', (_, path) => {
    expect(catchMediaObjectName(path)).toBeUndefined();
  });
});

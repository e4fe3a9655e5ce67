/**
 * HEIC/HEIF to pixels with heic-to (libheif), which decodes in a Web Worker of its own: the page
 * stays responsive. Its 3 MB are fetched only here, when such a picture is chosen (a member's catch
 * photo or a back-office picture; the service worker then keeps them: vite.config.ts). libheif applies the image's own rotation and
 * mirroring (irot/imir), so the pixels come out upright. Its CSP build: the
 * default one compiles code with `new Function`, which the site's Content-Security-Policy refuses.
 */
export async function decodeHeif(file: Blob): Promise<ImageBitmap> {
  const { heicTo } = await import('heic-to/csp');
  return heicTo({ blob: file, type: 'bitmap' });
}

/**
 * A link-preview card drawn as a PNG on the server (issue 35, point 6): satori lays the card out as
 * SVG, resvg paints it. Both are heavy (resvg a native binary, satori a layout engine with its
 * WebAssembly): only the preview route loads this module (entry-server.tsx's previewImage), never a
 * page's render nor the browser. The club's font comes from @fontsource's files (WOFF: satori
 * reads no WOFF2), inlined into the server build.
 */
import { Resvg } from '@resvg/resvg-js';
import bold from '@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff?inline';
import regular from '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff?inline';
import satori from 'satori';
import { emulators } from '../../config/env';
import { PREVIEW_SIZE, type PreviewCard } from '../page-server';
import { PreviewCardImage } from './PreviewCardImage';

const fromDataUrl = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
const FONTS = [
  {
    name: 'Source Sans 3',
    data: fromDataUrl(regular),
    weight: 400 as const,
    style: 'normal' as const,
  },
  {
    name: 'Source Sans 3',
    data: fromDataUrl(bold),
    weight: 700 as const,
    style: 'normal' as const,
  },
];

/** How long the picture may take to arrive before the card is drawn without it. */
const PICTURE_WAIT_MS = 5_000;
/** A picture larger than this is not drawn (the stored photos are about 400 KB). */
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Whether the server may fetch `url`: only a Cloud Storage download URL (or the Storage
 * emulator's, on the emulators), never an address stored text names, so the route cannot be
 * made to reach anything else.
 */
export function isStoragePicture(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const storage = emulators.enabled
    ? `http://${emulators.host}:${emulators.storagePort}`
    : 'https://firebasestorage.googleapis.com';
  return parsed.origin === storage && parsed.pathname.startsWith('/v0/b/');
}

/** The picture as a data: URL, or undefined when it is not ours, too large, late or failing. */
async function pictureData(url: string): Promise<string | undefined> {
  if (!isStoragePicture(url)) return undefined;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PICTURE_WAIT_MS) });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !/^image\/(jpeg|png)$/.test(type)) return undefined;
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > PICTURE_MAX_BYTES) return undefined;
    return `data:${type};base64,${bytes.toString('base64')}`;
  } catch (error) {
    console.error(`Preview picture ${new URL(url).pathname} could not be read`, error);
    return undefined;
  }
}

/** The card as a PNG of PREVIEW_SIZE. Without its picture, a picture card is a title card. */
export async function renderPreview(card: PreviewCard): Promise<Buffer> {
  const picture = card.kind === 'picture' ? await pictureData(card.picture) : undefined;
  const svg = await satori(<PreviewCardImage card={card} picture={picture} />, {
    ...PREVIEW_SIZE,
    fonts: FONTS,
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: PREVIEW_SIZE.width } }).render().asPng();
}

/**
 * A crest file made ready to upload, in the browser: a PNG or WebP as it is (recognised by its
 * bytes, not its name; the photo pipeline is not used, since it makes JPEGs and a crest needs its
 * transparent edges), or an SVG sanitised by DOMPurify's SVG profile (no script, no event
 * handlers, no foreign objects), so the stored file is safe even opened on its own.
 */
import DOMPurify from 'dompurify';
import { detectFormat } from '../../../lib/photo/detect-format';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The largest crest file (storage.rules allows under 512 KB): it is drawn at 48 px. */
export const CREST_MAX_BYTES = 500 * 1024;

export const NOT_A_CREST = 'Choose an SVG, PNG or WebP file for the crest.';
export const CREST_TOO_LARGE = 'The crest file is too large: keep it under 500 KB.';

/** The crest to upload (a Blob with its type), or an Error whose message is the one sentence. */
export async function prepareCrest(file: Blob): Promise<Blob> {
  if (file.size > CREST_MAX_BYTES) throw new Error(CREST_TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = detectFormat(bytes);
  if (format === 'png' || format === 'webp') return new Blob([bytes], { type: `image/${format}` });
  const svg = sanitizeSvg(new TextDecoder().decode(bytes));
  if (!svg) throw new Error(NOT_A_CREST);
  const clean = new Blob([svg], { type: 'image/svg+xml' });
  if (clean.size > CREST_MAX_BYTES) throw new Error(CREST_TOO_LARGE);
  return clean;
}

/**
 * The SVG document `text` holds, sanitised and standalone (with its namespace, which an <img>
 * needs); undefined when it holds no <svg> element.
 */
export function sanitizeSvg(text: string): string | undefined {
  if (!/<svg[\s>]/i.test(text)) return undefined;
  const fragment = DOMPurify(window).sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (root?.namespaceURI !== SVG_NS || root.localName !== 'svg') return undefined;
  if (fragment.childElementCount !== 1) return undefined;
  // As XML: the serializer writes the SVG namespace, which a file shown by an <img> needs.
  return new XMLSerializer().serializeToString(root);
}

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsivePicture, type ResponsivePictureProps } from './ResponsivePicture';

const ORIGIN = 'https://firebasestorage.googleapis.com/v0/b/pac.appspot.com/o/';

/** The markup the server sends, without emotion's style tags and React's own preload links. */
const html = (props: Partial<ResponsivePictureProps> & { src: string }) =>
  renderToStaticMarkup(
    createElement(ResponsivePicture, {
      alt: 'Weston',
      width: 1200,
      height: 800,
      sizes: '100vw',
      ...props,
    }),
  )
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<link rel="preload"[^>]*>/g, '')
    .replace(/ class="[^"]*"/g, '');

describe('ResponsivePicture, as the server renders it', () => {
  it('offers the WebP variants in a <source>, the JPEG as the <img>, fetched first', () => {
    const src = `${ORIGIN}waterImages%2Fweston%2Fw1__webp_480_960?alt=media&token=t`;
    const variant = (w: number) =>
      `${ORIGIN}waterImages%2Fweston%2Fw1__webp_480_960_w${w}?alt=media`;
    expect(html({ src, sizes: '(min-width: 900px) 50vw, 100vw', loading: 'high' })).toBe(
      '<picture>' +
        `<source type="image/webp" srcSet="${variant(480)} 480w, ${variant(960)} 960w" sizes="(min-width: 900px) 50vw, 100vw"/>` +
        `<img src="${src.replace('&', '&amp;')}" alt="Weston" width="1200" height="800" fetchPriority="high"/>` +
        '</picture>',
    );
  });

  it('puts JPEG variants (a browser that cannot encode WebP made them) on the <img>, lazily', () => {
    const src = `${ORIGIN}contentImage%2Fa__jpeg_480?alt=media`;
    expect(html({ src, loading: 'lazy' })).toBe(
      `<img src="${src}" srcSet="${ORIGIN}contentImage%2Fa__jpeg_480_w480?alt=media 480w" sizes="100vw" alt="Weston" width="1200" height="800" loading="lazy"/>`,
    );
  });

  it('shows a picture stored before variants as it is', () => {
    const src = `${ORIGIN}contentImage%2Fmain?alt=media`;
    expect(html({ src })).toBe(`<img src="${src}" alt="Weston" width="1200" height="800"/>`);
  });
});

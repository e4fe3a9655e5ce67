/**
 * Set-up for the tests that run in jsdom (vite.config.ts, project `component`), after
 * setup-tests.ts: Testing Library's matchers and clean-up, and what jsdom lacks.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
});

// findBy and waitFor wait up to 5 s rather than 1 s: on a busy 2-core machine the rich-text editor's
// lazy chunk has taken longer than 1 s to render, which is slowness, not failure (as testTimeout in
// vite.config.ts). A passing wait returns as soon as it passes, so a green run is no slower.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks matchMedia, which MUI's useMediaQuery reads; default to a wide, hover-capable screen.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: /min-width|hover: hover/.test(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has neither createImageBitmap nor a canvas: the picture pipeline runs in Chromium
// (e2e/admin-pictures.spec.ts). Here it recognises a picture by its type, as the real one does
// by its content, and hands back the same bytes as a JPEG of the largest size allowed, with no
// variants.
vi.mock('../lib/photo/prepare-picture', async (importOriginal) => {
  const original = await importOriginal<typeof import('../lib/photo/prepare-picture')>();
  const { NOT_A_PHOTO, photoError } = await import('../lib/photo/inspect-photo');
  return {
    ...original,
    preparePicture: async (file: Blob, box: { maxWidth: number; maxHeight: number }) => {
      if (!file.type.startsWith('image/')) throw photoError('photo/not-a-photo', NOT_A_PHOTO);
      const size = { width: box.maxWidth, height: box.maxHeight };
      const variants = { format: 'jpeg' as const, blobs: [] };
      return {
        picture: new Blob([file], { type: 'image/jpeg' }),
        ...size,
        original: size,
        variants,
      };
    },
  };
});

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A React warning or any console.error during a test is a bug: fail the test on it.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error during test: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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
// by its content, and hands back the same bytes as a JPEG of the largest size allowed.
vi.mock('../lib/photo/prepare-picture', async (importOriginal) => {
  const original = await importOriginal<typeof import('../lib/photo/prepare-picture')>();
  const { NOT_A_PHOTO, photoError } = await import('../lib/photo/inspect-photo');
  return {
    ...original,
    preparePicture: async (file: Blob, box: { maxWidth: number; maxHeight: number }) => {
      if (!file.type.startsWith('image/')) throw photoError('photo/not-a-photo', NOT_A_PHOTO);
      const size = { width: box.maxWidth, height: box.maxHeight };
      return { picture: new Blob([file], { type: 'image/jpeg' }), ...size, original: size };
    },
  };
});

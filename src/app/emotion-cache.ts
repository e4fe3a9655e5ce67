import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The styles' cache: one per server render, one in the browser, with the same key, so the browser
 * adopts the critical CSS the server wrote into the page (MUI's server-rendering guide).
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css' });
}

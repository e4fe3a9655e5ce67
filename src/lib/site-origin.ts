import { createContext, useContext } from 'react';

/**
 * The site's own origin, for the few absolute addresses a page shows (the calendar links): in the
 * browser the page's own; on the server the configured origin (SITE_ORIGIN), which
 * src/entry-server.tsx provides, so a rendered page never names the renderer's host or a request's.
 */
export const SiteOriginContext = createContext<string>(
  globalThis.location?.origin ?? 'http://localhost',
);

export const useSiteOrigin = (): string => useContext(SiteOriginContext);

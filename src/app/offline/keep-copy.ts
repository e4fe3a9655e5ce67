/**
 * The header of the request with which a page asks the service worker to keep its own HTML (its
 * first visit, register-service-worker.ts). vite.config.ts's public-pages route matches it beside
 * navigations; it names the header itself, since that matcher is copied into the service worker.
 */
export const KEEP_COPY_HEADER = 'X-PAC-Keep-Copy';

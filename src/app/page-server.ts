/**
 * The type of a public page's server half: the table (public-pages.tsx) names it, the server
 * halves (public-pages-server.ts) fill it in, and the renderer (entry-server.tsx) calls it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';

/** What a page says about itself in its head: the tab, search results and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** The picture of a link preview (absolute, or a path on the site); the club's own otherwise. */
  image?: string;
}

/** A public page's server half (public-pages-server.ts): what only the renderer needs. */
export interface PageServer {
  /**
   * The page's reads, with the very query options the page's components use: the server runs them
   * before rendering, so the page's HTML holds its content and the browser finds it in its cache.
   */
  load?: (client: QueryClient, params: Params, search: URLSearchParams) => Promise<unknown>[];
  /** Its head, from the loaded data; null when there is no such item (a not-found page, 404). */
  head: (client: QueryClient, params: Params, search: URLSearchParams) => PageHead | null;
  /** For a path with a parameter, the items that sitemap.xml lists (others list their path). */
  sitemap?: () => Promise<string[]>;
}

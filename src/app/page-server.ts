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
  /**
   * The picture of a link preview (absolute, or a path on the site) when the page has no preview
   * card of its own (PageServer.preview); the club's own otherwise.
   */
  image?: string;
}

/** A generated preview picture's size (Open Graph's recommended 1.91:1). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/**
 * A page's link-preview card, drawn on the server (src/app/preview/) at PREVIEW_SIZE: a picture
 * of the page's own (an article's first, a catch's photo) with its title, or, without one, the
 * title alone; a match's results as the winner, the weight and the water.
 */
export type PreviewCard =
  | { kind: 'picture'; title: string; line: string; picture: string }
  | { kind: 'title'; title: string; line: string }
  | {
      kind: 'results';
      title: string;
      /** "Sunday 12 October 2026 at Weston". */
      line: string;
      /** The first few places: "1st", the angler, the weight in words. */
      places: { position: string; angler: string; weight: string }[];
    };

/** A public page's server half (public-pages-server.ts): what only the renderer needs. */
export interface PageServer {
  /**
   * The page's reads, with the very query options the page's components use: the server runs them
   * before rendering, so the page's HTML holds its content and the browser finds it in its cache.
   */
  load?: (client: QueryClient, params: Params, search: URLSearchParams) => Promise<unknown>[];
  /** Its head, from the loaded data; null when there is no such item (a not-found page, 404). */
  head: (client: QueryClient, params: Params, search: URLSearchParams) => PageHead | null;
  /**
   * Its own link-preview picture, from the loaded data (null: no such item): the page's og:image
   * is then that card, drawn at /preview/<the page's path>.png (entry-server.tsx).
   */
  preview?: (client: QueryClient, params: Params) => PreviewCard | null;
  /** For a path with a parameter, the items that sitemap.xml lists (others list their path). */
  sitemap?: () => Promise<string[]>;
}

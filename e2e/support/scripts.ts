import type { Page } from '@playwright/test';

/** Firebase Auth's code: its endpoint's name, which no other bundle contains. */
export const AUTH_MARKER = 'identitytoolkit';
/** Firebase's core (@firebase/app names its own component so); in no other bundle. */
export const FIREBASE_MARKER = 'fire-core';
/** The first line of a file V8 compiles at once (compileHints, src/app/start/vite-plugin.ts). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export interface FetchedScript {
  url: string;
  /** When it started to load, by the page's clock. */
  start: number;
  text: string;
}

/**
 * The site's own script files the page has fetched (only those among `urls`, when given), with
 * when each started to load and its text.
 */
export function fetchedScripts(page: Page, urls?: string[]): Promise<FetchedScript[]> {
  return page.evaluate(
    (only) =>
      Promise.all(
        performance
          .getEntriesByType('resource')
          .filter(
            ({ name }) =>
              name.endsWith('.js') &&
              new URL(name).origin === location.origin &&
              (!only || only.includes(name)),
          )
          .map(async ({ name, startTime }) => ({
            url: name,
            start: startTime,
            text: await (await fetch(name)).text(),
          })),
      ),
    urls,
  );
}

/** When each script the page fetched that holds `marker` started to load, by the page's clock. */
export async function scriptStarts(page: Page, marker: string): Promise<number[]> {
  return (await fetchedScripts(page))
    .filter(({ text }) => text.includes(marker))
    .map(({ start }) => start);
}

/** The text of each JavaScript file the page downloads, by address, as they come. */
export function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.set(
        response.url(),
        response.text().catch(() => ''),
      );
    }
  });
  return scripts;
}

/**
 * The preload template (docs/start-up.md): index.html holds the preload links of every file the
 * app needs at start in a <template> with this id, inert until the app starts after the first
 * paint (vite-plugin.ts writes it; first-script.ts calls fetchAppFiles). Shared by the build and
 * the first script, so it imports nothing.
 */
export const APP_FILES_ID = 'pac-app-files';

/** Puts the template's links into the page: the browser fetches the app's files, all at once. */
export function fetchAppFiles(): void {
  const files = document.getElementById(APP_FILES_ID);
  if (files instanceof HTMLTemplateElement) document.head.append(files.content.cloneNode(true));
}

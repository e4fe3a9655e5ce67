/**
 * The id of the <template> in index.html that holds the preload links of the app's files
 * (vite.config.ts writes it; src/start.ts puts its links into the page when the app starts).
 */
export const APP_FILES_ID = 'pac-app-files';

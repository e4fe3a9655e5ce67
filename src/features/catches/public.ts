// What public pages of other features use of the catches: reads and words that load no Firebase
// with the module (index.ts's admin exports do), so the page hydrates first (e2e/auth-loading).
// A water's page shows a few of its approved catches.
export { waterCatchesQuery } from './api/get-water-catches';
export { CatchThumbnailGrid } from './components/CatchThumbnailGrid';

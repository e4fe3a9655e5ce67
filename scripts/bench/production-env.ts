/**
 * Imported first by bench.ts: the bench loads React (the public page table) before it builds and
 * loads the server renderer, and Vite's build sets NODE_ENV to production. React's packages must
 * all be the production builds, or the renderer's react-dom meets a development react
 * ("dispatcher.getOwner is not a function") and every page falls back to the app shell.
 */
process.env.NODE_ENV = 'production';

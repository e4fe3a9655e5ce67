// A stage of stages.ts: evaluates the file of the router and the queries (vite-plugin.ts
// START_STAGES). One export, so that importing this module keeps only it.
export { QueryClient } from '@tanstack/react-query';

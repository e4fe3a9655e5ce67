// A stage of src/start.ts: evaluates the file of the router, the queries and Firebase
// (vite.config.ts START_STAGES). One export, so that importing this module keeps only it.
export { QueryClient } from '@tanstack/react-query';

// A stage of stages.ts: evaluates the file of React (vite-plugin.ts START_STAGES). One export,
// so that importing this module keeps only it of React DOM's API.
export { hydrateRoot } from 'react-dom/client';

// A stage of stages.ts: evaluates the file of MUI's components (vite-plugin.ts START_STAGES).
// One export, so that importing this module keeps only it of MUI's API.
export { default as Typography } from '@mui/material/Typography';

// A stage of stages.ts: evaluates the file of MUI's theme, whose default theme is built as it
// loads (vite-plugin.ts START_STAGES). One export, so that importing this module keeps only it.
export { createTheme } from '@mui/material/styles';

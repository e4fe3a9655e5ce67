// A stage of src/start.ts: evaluates the file of MUI's theme, whose default theme is built as it
// loads (vite.config.ts START_STAGES). One export, so that importing this module keeps only it.
export { createTheme } from '@mui/material/styles';

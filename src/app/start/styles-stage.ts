// A stage of src/start.ts: evaluates the file of emotion and MUI's styling system (vite.config.ts
// START_STAGES). One export, so that importing this module keeps only it.
export { default as ThemeProvider } from '@mui/system/ThemeProvider';

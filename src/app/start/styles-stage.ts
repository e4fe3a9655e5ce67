// A stage of stages.ts: evaluates the file of emotion and MUI's styling system (vite-plugin.ts
// START_STAGES). One export, so that importing this module keeps only it.
export { default as ThemeProvider } from '@mui/system/ThemeProvider';

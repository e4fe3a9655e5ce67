import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/**
 * What a rich-text field shows while the editor's chunk loads (seconds on a slow phone): its label
 * and a box of the editor's size saying so, not a blank grey box. The editor's size with a
 * one-line toolbar, and room for its Preview button below, so the form does not jump when it comes.
 */
export function EditorLoading({ label }: { label: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component="span"
        variant="subtitle2"
        sx={{ display: 'block', mb: 0.5, color: 'text.secondary' }}
      >
        {label}
      </Typography>
      <Box
        sx={{
          height: 254,
          mb: '38px',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1.5,
          color: 'text.secondary',
        }}
      >
        <CircularProgress size={20} aria-label={`Loading the ${label} editor`} />
        {/* The progress bar's name says it to assistive technology. */}
        <Typography variant="body2" aria-hidden>
          Loading the editor…
        </Typography>
      </Box>
    </Box>
  );
}

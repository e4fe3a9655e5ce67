import Alert from '@mui/material/Alert';

/** A short, human message for a failed load or action, instead of a silent console log. */
export function ErrorNotice({ message }: { message: string }) {
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      {message}
    </Alert>
  );
}

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** One line of the dashboard's "What needs doing": what, and the button that does it. */
export function ToDoItem({
  text,
  action,
}: {
  text: string;
  action?: { label: string; to: string };
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Typography sx={{ flex: '1 1 12rem' }}>{text}</Typography>
      {action && (
        <Button component={RouterLink} to={action.to} variant="contained" size="small">
          {action.label}
        </Button>
      )}
    </Paper>
  );
}

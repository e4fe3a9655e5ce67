import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

interface NotFoundNoticeProps {
  /** A heading, when the page has none of its own yet ("Article not found"). */
  heading?: string;
  /** Why there is nothing here. */
  sentence: string;
  /** Where to go instead, and the button's words. */
  to: string;
  action: string;
}

/** What a page says for an address with nothing behind it, and the way on. */
export function NotFoundNotice({ heading, sentence, to, action }: NotFoundNoticeProps) {
  return (
    <>
      {heading && (
        <Typography variant="h4" component="h1" gutterBottom>
          {heading}
        </Typography>
      )}
      <Typography sx={{ mb: 2 }}>{sentence}</Typography>
      <Button component={RouterLink} to={to} variant="contained">
        {action}
      </Button>
    </>
  );
}

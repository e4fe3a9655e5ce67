import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { useNotify } from './notifications/notifier-context';

/**
 * Shares the page being read: the phone's share sheet where there is one (navigator.share), else
 * the page's address is copied and a message says so. The server answers that address with the
 * page's own title and picture in its head, so the shared link previews with them.
 */
export function ShareButton({ title }: { title: string }) {
  const notify = useNotify();
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The member closed the share sheet: nothing to do.
        if ((error as { name?: unknown }).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify('Link copied: paste it wherever you want to share it.', 'success');
    } catch {
      notify(`Copy this link to share it: ${url}`, 'info');
    }
  };
  return (
    <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void share()}>
      Share
    </Button>
  );
}

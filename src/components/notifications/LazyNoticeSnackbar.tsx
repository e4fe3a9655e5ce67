import { lazy, Suspense, type ComponentProps } from 'react';
import type { NoticeSnackbar as Snackbar } from './NoticeSnackbar';

type Props = ComponentProps<typeof Snackbar>;

/**
 * The message without MUI, when the snackbar's file cannot be fetched (no signal before the service
 * worker has kept it, or a deploy replaced it). This component sits above every page's error
 * boundary, so a failed import here blanked the whole site, and with it the form that had just
 * been sent to the outbox.
 */
function PlainNotice({ open, message, severity, action, onClose }: Props) {
  if (!open) return null;
  return (
    <div
      role={severity === 'error' ? 'alert' : 'status'}
      style={{
        position: 'fixed',
        left: 8,
        right: 8,
        bottom: 8,
        zIndex: 1400,
        padding: '12px 16px',
        borderRadius: 4,
        background: '#323232',
        color: '#fff',
        font: '16px/1.4 sans-serif',
      }}
    >
      {message}{' '}
      {action && (
        <button type="button" onClick={action.onClick}>
          {action.label}
        </button>
      )}{' '}
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

// Snackbar, Alert and their transitions (about 5 KB gzip) would otherwise be in every page's first
// download, for messages that most visits never show.
const NoticeSnackbar = lazy(() =>
  import('./NoticeSnackbar').then(
    (m) => ({ default: m.NoticeSnackbar }),
    () => ({ default: PlainNotice }),
  ),
);

/** NoticeSnackbar, downloaded the first time there is something to say. */
export function LazyNoticeSnackbar(props: Props) {
  return (
    <Suspense fallback={null}>
      <NoticeSnackbar {...props} />
    </Suspense>
  );
}

import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { LazyNoticeSnackbar } from './LazyNoticeSnackbar';
import { NotifierContext, type NoticeAction, type NoticeSeverity } from './notifier-context';

interface Notice {
  key: number;
  message: string;
  severity: NoticeSeverity;
  action?: NoticeAction;
}

/** One snackbar for the app; errors stay until dismissed, successes fade after a few seconds. */
export function NotifierProvider({ children }: { children: ReactNode }) {
  // The last notice stays in state after closing, so the snackbar can play its exit transition.
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(false);
  const notify = useCallback(
    (message: string, severity: NoticeSeverity = 'success', action?: NoticeAction) => {
      setNotice({ key: Date.now(), message, severity, ...(action && { action }) });
      setOpen(true);
    },
    [],
  );
  const value = useMemo(() => ({ notify }), [notify]);

  return (
    <NotifierContext.Provider value={value}>
      {children}
      {notice && (
        <LazyNoticeSnackbar
          key={notice.key}
          open={open}
          message={notice.message}
          severity={notice.severity}
          // A notice with a button (Undo) stays longer, to be read and used.
          autoHideDuration={notice.severity === 'error' ? null : notice.action ? 12000 : 5000}
          {...(notice.action && {
            action: {
              ...notice.action,
              onClick: () => {
                setOpen(false);
                notice.action?.onClick();
              },
            },
          })}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          onClose={() => setOpen(false)}
        />
      )}
    </NotifierContext.Provider>
  );
}

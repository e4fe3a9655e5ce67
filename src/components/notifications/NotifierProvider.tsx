import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { LazyNoticeSnackbar } from './LazyNoticeSnackbar';
import { NotifierContext, type NoticeSeverity } from './notifier-context';

interface Notice {
  key: number;
  message: string;
  severity: NoticeSeverity;
}

/** One snackbar for the app; errors stay until dismissed, successes fade after a few seconds. */
export function NotifierProvider({ children }: { children: ReactNode }) {
  // The last notice stays in state after closing, so the snackbar can play its exit transition.
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(false);
  const notify = useCallback((message: string, severity: NoticeSeverity = 'success') => {
    setNotice({ key: Date.now(), message, severity });
    setOpen(true);
  }, []);
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
          autoHideDuration={notice.severity === 'error' ? null : 5000}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          onClose={() => setOpen(false)}
        />
      )}
    </NotifierContext.Provider>
  );
}

import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { NotifierContext, type NoticeSeverity } from './notifier-context';

interface Notice {
  key: number;
  message: string;
  severity: NoticeSeverity;
}

/** One snackbar for the app; errors stay until dismissed, successes fade after a few seconds. */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((message: string, severity: NoticeSeverity = 'success') => {
    setNotice({ key: Date.now(), message, severity });
  }, []);
  const value = useMemo(() => ({ notify }), [notify]);
  const close = () => setNotice(null);

  return (
    <NotifierContext.Provider value={value}>
      {children}
      <Snackbar
        key={notice?.key}
        open={notice !== null}
        autoHideDuration={notice?.severity === 'error' ? null : 5000}
        onClose={(_event, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice ? (
          <Alert
            onClose={close}
            severity={notice.severity}
            variant="filled"
            role={notice.severity === 'error' ? 'alert' : 'status'}
          >
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NotifierContext.Provider>
  );
}

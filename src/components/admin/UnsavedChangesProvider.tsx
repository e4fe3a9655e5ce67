import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import {
  UNSAVED_CHANGES_MESSAGE,
  UnsavedChangesContext,
  type ReportUnsaved,
} from './use-unsaved-changes';
import { useNavigationBlocker } from './use-navigation-blocker';

/**
 * One guard for a whole screen, however many forms on it have unsaved changes: the history
 * consults only one blocker at a time, so the forms report here rather than each blocking.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<ReportUnsaved>((id, isUnsaved) => {
    setUnsaved((current) => {
      if (current.has(id) === isUnsaved) return current;
      const next = new Set(current);
      if (isUnsaved) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  return (
    <UnsavedChangesContext.Provider value={report}>
      {children}
      {/* Mounted only while needed: a screen with nothing unsaved blocks nothing. */}
      {unsaved.size > 0 && <LeaveGuard />}
    </UnsavedChangesContext.Provider>
  );
}

/**
 * Asks before leaving: another page of the app, the browser's Back and Forward, another tab of
 * the screen (tabs live in the address, see AdminTabs), and, through the browser's own prompt,
 * closing or reloading the tab.
 */
function LeaveGuard() {
  const titleId = useId();
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname ||
      currentLocation.search !== nextLocation.search,
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  const stay = () => blocker.reset();
  return (
    <Dialog open={blocker.state === 'blocked'} onClose={stay} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Unsaved changes</DialogTitle>
      <DialogContent>
        <DialogContentText>{UNSAVED_CHANGES_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={stay} variant="contained" autoFocus>
          Stay
        </Button>
        <Button onClick={blocker.proceed} color="error">
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}

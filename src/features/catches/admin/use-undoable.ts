import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from '../../../components/notifications/notifier-context';

/** As long as the notice with Undo shows (NotifierProvider): the change waits that long. */
export const UNDO_MS = 12_000;

interface Pending {
  id: string;
  commit: () => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * One tap, then Undo (issue 34, point 6): the catch leaves the list at once and the notice offers
 * Undo; the write is made when the notice goes, when the next catch is decided, or when the page
 * is left, whichever comes first. Undoing a change before it is written needs nothing from the
 * rules or the club records (an approve that set a record cannot be taken back by a write), and
 * the history records only what was meant. Leaving the site while one waits asks first; turning
 * to another list or page (`commitNow`) writes it.
 */
export function useUndoable() {
  const notify = useNotify();
  const pending = useRef<Pending | null>(null);
  // The catches decided and not yet written (or being written): hidden from the list.
  const [hidden, setHidden] = useState<readonly string[]>([]);

  const commitNow = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    pending.current = null;
    clearTimeout(waiting.timer);
    waiting.commit();
  }, []);

  const schedule = useCallback(
    (id: string, message: string, commit: () => Promise<unknown>) => {
      commitNow();
      setHidden((ids) => [...ids, id]);
      const run = () =>
        void commit()
          .catch(() => undefined)
          // Written (the list is read again) or failed (said by `commit`): shown as it is.
          .finally(() => setHidden((ids) => ids.filter((known) => known !== id)));
      pending.current = { id, commit: run, timer: setTimeout(commitNow, UNDO_MS) };
      notify(message, 'info', {
        label: 'Undo',
        onClick: () => {
          if (pending.current?.id !== id) return;
          clearTimeout(pending.current.timer);
          pending.current = null;
          setHidden((ids) => ids.filter((known) => known !== id));
        },
      });
    },
    [commitNow, notify],
  );

  useEffect(() => {
    const askFirst = (event: BeforeUnloadEvent) => {
      if (pending.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', askFirst);
    return () => {
      window.removeEventListener('beforeunload', askFirst);
      // Leaving the page writes what was decided.
      commitNow();
    };
  }, [commitNow]);

  return { hidden, schedule, commitNow };
}

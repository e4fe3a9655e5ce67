import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import { errorMessage } from '../../lib/error-message';
import { isRecorded } from '../../lib/history';
import { useNotify } from '../notifications/notifier-context';

/**
 * The notice after a save or a delete: when what it did was recorded (src/lib/history), the
 * notice offers Undo, which puts the previous version back (itself recorded) and says so.
 */
export function useUndoNotice() {
  const notify = useNotify();
  // Forms drawn outside the app's providers (component tests) have no query cache to refresh.
  const queryClient = useContext(QueryClientContext);
  return useCallback(
    (message: string, result: unknown) => {
      if (!isRecorded(result)) {
        notify(message, 'success');
        return;
      }
      notify(message, 'success', {
        label: 'Undo',
        onClick: () => {
          result
            .undo()
            .then(async () => {
              await queryClient?.invalidateQueries();
              notify('Undone: the previous version is back.', 'success');
            })
            .catch((error: unknown) => notify(errorMessage(error, 'undo the change'), 'error'));
        },
      });
    },
    [notify, queryClient],
  );
}

import { createContext, useContext } from 'react';

export type NoticeSeverity = 'success' | 'error' | 'info';

export interface Notifier {
  notify: (message: string, severity?: NoticeSeverity) => void;
}

export const NotifierContext = createContext<Notifier>({ notify: () => {} });

/** Tells the user, in words, that a save or delete worked or failed. */
export function useNotify(): Notifier['notify'] {
  return useContext(NotifierContext).notify;
}

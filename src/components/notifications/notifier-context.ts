import { createContext, useContext } from 'react';

export type NoticeSeverity = 'success' | 'error' | 'info';

/** A button in the notice: Undo. */
export interface NoticeAction {
  label: string;
  onClick: () => void;
}

export interface Notifier {
  notify: (message: string, severity?: NoticeSeverity, action?: NoticeAction) => void;
}

export const NotifierContext = createContext<Notifier>({ notify: () => {} });

/** Tells the user, in words, that a save or delete worked or failed. */
export function useNotify(): Notifier['notify'] {
  return useContext(NotifierContext).notify;
}

import { createContext, useContext, useEffect, useId } from 'react';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave without saving?';

export type ReportUnsaved = (id: string, unsaved: boolean) => void;
/** Set by UnsavedChangesProvider (in every AdminPage). */
export const UnsavedChangesContext = createContext<ReportUnsaved | null>(null);

/**
 * Marks the surrounding screen (AdminPage) as holding unsaved changes while `unsaved`: leaving it
 * then asks first. Outside an AdminPage it does nothing.
 */
export function useUnsavedChanges(unsaved: boolean) {
  const report = useContext(UnsavedChangesContext);
  const id = useId();
  useEffect(() => {
    report?.(id, unsaved);
    return () => report?.(id, false);
  }, [report, id, unsaved]);
}

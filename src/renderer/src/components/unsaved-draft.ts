import { createContext, useContext, useEffect, useState } from 'react';

/** Where a form tells the dialog or page around it whether it holds changes not yet saved. */
export const UnsavedDraftContext = createContext<(unsaved: boolean) => void>(() => {});

/**
 * Whether `value` (a form's whole state) differs from what it was when the form opened, told to
 * the DraftModal around the form so that closing it asks before throwing the changes away.
 */
export function useUnsavedDraft(value: unknown): boolean {
  const [opened] = useState(() => JSON.stringify(value));
  const unsaved = JSON.stringify(value) !== opened;
  const report = useContext(UnsavedDraftContext);
  useEffect(() => {
    report(unsaved);
    return () => report(false);
  }, [report, unsaved]);
  return unsaved;
}

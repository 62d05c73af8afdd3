import { createContext, useContext, useEffect, useState } from 'react';
import { setFormChanged } from '../app/unload-guard';

/** Where a form tells the dialog around it whether it holds changes not yet saved. */
export const UnsavedDraftContext = createContext<(unsaved: boolean) => void>(() => {});

/**
 * Whether `value` (a form's whole state) differs from what it was when the form opened. Told to
 * the DraftModal around the form, so that closing it asks before throwing the changes away, and
 * to the window, so that closing the window asks too.
 */
export function useUnsavedDraft(value: unknown): boolean {
  const [opened] = useState(() => JSON.stringify(value));
  const [form] = useState(() => ({}));
  const unsaved = JSON.stringify(value) !== opened;
  const report = useContext(UnsavedDraftContext);
  useEffect(() => {
    report(unsaved);
    setFormChanged(form, unsaved);
    return () => {
      report(false);
      setFormChanged(form, false);
    };
  }, [report, form, unsaved]);
  return unsaved;
}

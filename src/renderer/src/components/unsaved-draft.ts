import { createContext, useContext, useEffect, useState } from 'react';
import { setFormChanged } from '../app/unload-guard';

/** Where a form in a DraftModal tells it whether the form holds changes not yet saved. */
export const UnsavedDraftContext = createContext<((unsaved: boolean) => void) | null>(null);

/**
 * Follows whether `value` (a form's whole state) differs from what it was when the form opened or
 * was last saved. Told to the DraftModal around the form, so that closing it asks before throwing
 * the changes away; else to LeaveGuard, so that leaving the page asks; and to the window, so
 * that closing it asks. `markSaved` takes the value saved (by default the current one) as the
 * new starting point, at once, so that a navigation right after saving goes through.
 */
export function useUnsavedDraft(value: unknown) {
  const [baseline, setBaseline] = useState(() => JSON.stringify(value));
  const [form] = useState(() => ({}));
  const unsaved = JSON.stringify(value) !== baseline;
  const report = useContext(UnsavedDraftContext);
  useEffect(() => {
    report?.(unsaved);
    setFormChanged(form, unsaved, report !== null);
    return () => {
      report?.(false);
      setFormChanged(form, false);
    };
  }, [report, form, unsaved]);
  return {
    markSaved(saved: unknown = value) {
      setBaseline(JSON.stringify(saved));
      setFormChanged(form, false);
    },
  };
}

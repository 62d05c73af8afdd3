import { hasKeptDrafts } from '../notes/kept-drafts';

/** Open editors whose last save failed: their text is in this window only. */
const failing = new Set<object>();
/** Open forms with changes not yet saved, and whether each is in a dialog (components/unsaved-draft.ts). */
const changedForms = new Map<object, { inDialog: boolean }>();

export function setSaveFailing(editor: object, isFailing: boolean): void {
  if (isFailing) failing.add(editor);
  else failing.delete(editor);
}

export function setFormChanged(form: object, changed: boolean, inDialog = false): void {
  if (changed) changedForms.set(form, { inDialog });
  else changedForms.delete(form);
}

/** Whether a form on the page itself (not in a dialog, which asks on its own) holds changes: leaving the page would lose them. */
export function holdsChangedPageForm(): boolean {
  return [...changedForms.values()].some((form) => !form.inDialog);
}

/** Whether any form, on the page or in a dialog, holds changes: locking the practice would lose them. */
export function holdsChangedForm(): boolean {
  return changedForms.size > 0;
}

/** Whether closing or reloading the window now would lose text the coach typed. */
export function holdsUnsavedText(): boolean {
  return hasKeptDrafts() || failing.size > 0 || changedForms.size > 0;
}

/**
 * Asks before the window unloads (closed, quit or reloaded) while text is unsaved in it: a kept
 * note draft, an open editor whose last save failed (the save it makes as the page unloads may
 * fail too), or a form with changes. A browser then asks "Leave site?"; Electron's main process asks in
 * the coach's language (main/unsaved-text.ts).
 */
export function guardUnload(target: Window = window): () => void {
  const ask = (event: BeforeUnloadEvent) => {
    if (!holdsUnsavedText()) return;
    event.preventDefault();
    // Chromium before version 119 asks only when this is set.
    event.returnValue = '';
  };
  target.addEventListener('beforeunload', ask);
  return () => target.removeEventListener('beforeunload', ask);
}

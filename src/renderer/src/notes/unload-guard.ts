import { hasKeptDrafts } from './kept-drafts';

/** Open editors whose last save failed: their text is in this window only. */
const failing = new Set<object>();

export function setSaveFailing(editor: object, isFailing: boolean): void {
  if (isFailing) failing.add(editor);
  else failing.delete(editor);
}

/** Whether closing or reloading the window now would lose note text the coach typed. */
export function holdsUnsavedText(): boolean {
  return hasKeptDrafts() || failing.size > 0;
}

/**
 * Asks before the window unloads (closed, quit or reloaded) while note text is unsaved in it:
 * a kept draft, or an open editor whose last save failed (the save it makes as the page
 * unloads may fail too). A browser then asks "Leave site?"; Electron's main process asks in
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

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Note, NoteSection } from '../../../shared/contract';
import { call } from '../api/client';
import { discardDraft, type KeptDraft, keepDraft } from './kept-drafts';
import { setSaveFailing } from '../app/unload-guard';
import { registerPendingSave, trackSave } from './pending-saves';

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'error';

export interface NoteDraft {
  sections: NoteSection[];
  title?: string | null;
  entryDate?: string;
}

/** A pause in typing this long saves; so does leaving the field, the note or the app. */
export const AUTOSAVE_DELAY_MS = 800;
const RETRY_MS = 5000;

/**
 * Saves the note while the coach types: one save at a time, each the whole note based on
 * the version the last save returned. Leaving the note (unmount) saves with a checkpoint,
 * so the next visit starts a new revision. Text that still cannot be saved then is kept in
 * memory (`kept-drafts.ts`) and `resumed` from there when the note opens again.
 */
export function useNoteAutosave(note: Note, resumed?: KeptDraft) {
  const [state, setState] = useState<SaveState>(resumed ? 'unsaved' : 'saved');
  const [error, setError] = useState<unknown>(null);
  const draft = useRef<NoteDraft>(resumed?.draft ?? { sections: note.sections });
  const dirty = useRef(Boolean(resumed));
  const version = useRef(resumed?.baseVersion ?? note.version);
  const running = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);

  const save = useCallback(
    (checkpoint: boolean): Promise<void> => {
      clearTimeout(timer.current);
      running.current = trackSave(running.current.then(async () => {
        if (!dirty.current) {
          // Nothing to send: only close the revision, never resend an old draft.
          if (checkpoint) await call('notes.checkpoint', { id: note.id }).catch(() => {});
          return;
        }
        const sending = draft.current;
        dirty.current = false;
        if (mounted.current) setState('saving');
        try {
          const saved = await call('notes.save', { id: note.id, ...sending, baseVersion: version.current, checkpoint });
          version.current = saved.version;
          setSaveFailing(draft, false);
          if (mounted.current) {
            setError(null);
            setState(dirty.current ? 'unsaved' : 'saved');
          }
        } catch (failure) {
          // Keep the text: it is sent again with the next change, or after a short wait.
          dirty.current = true;
          setSaveFailing(draft, true);
          if (mounted.current) {
            setError(failure);
            setState('error');
            timer.current = setTimeout(() => void save(false), RETRY_MS);
          }
        }
      }));
      return running.current;
    },
    [note.id],
  );

  const change = useCallback(
    (next: Partial<NoteDraft>) => {
      draft.current = { ...draft.current, ...next };
      dirty.current = true;
      setState('unsaved');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(false), AUTOSAVE_DELAY_MS);
    },
    [save],
  );

  useEffect(() => {
    mounted.current = true;
    if (resumed) {
      discardDraft(note.id);
      void save(false);
    }
    const unregister = registerPendingSave(() => save(false).then(() => !dirty.current));
    const beforeUnload = () => void save(true);
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      mounted.current = false;
      unregister();
      window.removeEventListener('beforeunload', beforeUnload);
      void save(true).then(() => {
        if (dirty.current) keepDraft(note, draft.current, version.current);
        // Kept (and guarded as kept), or saved.
        setSaveFailing(draft, false);
      });
    };
    // `resumed` and `note` are fixed for the editor's life: it is remounted for another note.
  }, [save]);

  return { state, error, change, flush: () => save(false) };
}

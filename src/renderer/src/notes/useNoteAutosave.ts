import { useCallback, useEffect, useRef, useState } from 'react';
import type { Note, NoteSection } from '../../../shared/contract';
import { call } from '../api/client';
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
 * so the next visit starts a new revision.
 */
export function useNoteAutosave(note: Note, onSaved?: (version: number) => void) {
  const [state, setState] = useState<SaveState>('saved');
  const [error, setError] = useState<unknown>(null);
  const draft = useRef<NoteDraft>({ sections: note.sections });
  const dirty = useRef(false);
  const version = useRef(note.version);
  const running = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);
  const savedCallback = useRef(onSaved);
  savedCallback.current = onSaved;

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
          savedCallback.current?.(saved.version);
          if (mounted.current) {
            setError(null);
            setState(dirty.current ? 'unsaved' : 'saved');
          }
        } catch (failure) {
          // Keep the text: it is sent again with the next change, or after a short wait.
          dirty.current = true;
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
    const unregister = registerPendingSave(() => save(false).then(() => !dirty.current));
    const beforeUnload = () => void save(true);
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      mounted.current = false;
      unregister();
      window.removeEventListener('beforeunload', beforeUnload);
      void save(true);
    };
  }, [save]);

  return { state, error, change, flush: () => save(false) };
}

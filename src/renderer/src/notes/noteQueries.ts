import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../shared/languages';
import { call } from '../api/client';
import { savesLanded } from './pending-saves';

/**
 * Notes are read fresh each time an editor opens (never from a cache an autosave may have
 * overtaken), and only after saves still on their way have landed.
 */
const fresh = { gcTime: 0, staleTime: 0 } as const;

function afterSaves<T>(read: () => Promise<T>): () => Promise<T> {
  return async () => {
    await savesLanded();
    return read();
  };
}

export const sessionNoteQuery = (sessionId: number) =>
  queryOptions({ queryKey: ['notes', 'session', sessionId], queryFn: afterSaves(() => call('notes.forSession', { sessionId })), ...fresh });

export const noteQuery = (id: number) => queryOptions({ queryKey: ['notes', 'note', id], queryFn: afterSaves(() => call('notes.get', { id })), ...fresh });

export const journalQuery = (clientId: number) =>
  queryOptions({ queryKey: ['notes', 'journal', clientId], queryFn: afterSaves(() => call('notes.journal', { clientId })), staleTime: 0 });

export const revisionsQuery = (noteId: number) =>
  queryOptions({ queryKey: ['notes', 'revisions', noteId], queryFn: afterSaves(() => call('notes.revisions', { noteId })), ...fresh });

export const templatesQuery = (language: Language) => queryOptions({ queryKey: ['noteTemplates', language], queryFn: () => call('noteTemplates.list', { language }) });

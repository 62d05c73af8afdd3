import { useSyncExternalStore } from 'react';
import type { Note, RichNode } from '../../../shared/contract';
import type { NoteDraft } from './useNoteAutosave';

/**
 * The text of a note whose editor closed before it could be saved: the save failed (a full
 * disk) and then the practice locked on its own, or the coach went to another page. It is held
 * here, in this window's memory and never on disk, until the note is opened again and the
 * editor takes it back to save it. Closing the window asks first (app/unload-guard.ts).
 *
 * This is the one thing written by the coach that outlives a lock in memory: losing the text
 * would break the first promise, and there is nowhere safe on disk to put it.
 */
export interface KeptDraft {
  noteId: number;
  clientId: number;
  draft: NoteDraft;
  /** The version the draft was typed over, so its save is checked against changes made since. */
  baseVersion: number;
  /** Where the note opens again. */
  path: string;
  /** The first words, so the coach knows which note it is. */
  preview: string;
}

const kept = new Map<number, KeptDraft>();
let snapshot: KeptDraft[] = [];
const listeners = new Set<() => void>();

function changed(): void {
  snapshot = [...kept.values()];
  listeners.forEach((listener) => listener());
}

export function keepDraft(note: Note, draft: NoteDraft, baseVersion: number): void {
  kept.set(note.id, { noteId: note.id, clientId: note.clientId, draft, baseVersion, path: notePath(note), preview: previewOf(draft) });
  changed();
}

export function hasKeptDrafts(): boolean {
  return kept.size > 0;
}

/** The note's kept draft, for the editor opening it; the editor discards it once it has it. */
export function keptDraftOf(noteId: number): KeptDraft | undefined {
  return kept.get(noteId);
}

export function discardDraft(noteId: number): void {
  if (kept.delete(noteId)) changed();
}

/** An erased client's kept text goes with them; a restored backup replaces every note, so it takes all of it. */
export function discardDrafts(ofClient?: number): void {
  const before = kept.size;
  for (const draft of [...kept.values()]) if (ofClient === undefined || draft.clientId === ofClient) kept.delete(draft.noteId);
  if (kept.size !== before) changed();
}

/**
 * Clients deleted for good in bulk (the trash emptied, the demo removed) take their kept text
 * with them; `clientExists` asks the core about each client that has some (a few at most).
 */
export async function discardDraftsOfDeletedClients(clientExists: (clientId: number) => Promise<boolean>): Promise<void> {
  for (const clientId of new Set([...kept.values()].map((draft) => draft.clientId))) {
    if (!(await clientExists(clientId))) discardDrafts(clientId);
  }
}

export function useKeptDrafts(): KeptDraft[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}

function notePath(note: Note): string {
  if (note.kind === 'journal') return `/clients/${note.clientId}?entry=${note.id}`;
  return note.sessionId ? `/sessions/${note.sessionId}` : `/clients/${note.clientId}`;
}

const PREVIEW_LENGTH = 80;

function previewOf(draft: NoteDraft): string {
  const words: string[] = draft.title ? [draft.title] : [];
  const collect = (node: RichNode) => {
    if (node.text) words.push(node.text);
    node.content?.forEach(collect);
  };
  draft.sections.forEach((section) => collect(section.content));
  const text = words.join(' ').replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_LENGTH ? `${[...text].slice(0, PREVIEW_LENGTH).join('')}…` : text;
}

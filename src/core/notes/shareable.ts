import type { NoteSection, ShareableNote } from '../../shared/contract';
import { sectionsText } from './plain-text';

/**
 * THE one place that decides what of a note may be given to the client (session summaries,
 * exports for the client). Only sections explicitly marked shareable pass — anything else,
 * including a damaged or missing flag, counts as private. The note's own title and its
 * earlier revisions never pass: a title may name what is private, and a revision may hold
 * text the coach has since marked private. The result is a deep copy, so nothing done to it
 * reaches the note.
 */
export function shareableSections(sections: readonly NoteSection[]): NoteSection[] {
  return sections.filter((section) => section.shareable === true).map((section) => structuredClone(section));
}

export function shareableNote(note: { id: number; sessionId: number | null; sections: readonly NoteSection[] }): ShareableNote {
  const sections = shareableSections(note.sections);
  return { noteId: note.id, sessionId: note.sessionId, sections, text: sectionsText(sections) };
}

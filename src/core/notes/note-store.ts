import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { EMPTY_DOC, type JournalEntrySummary, type Note, type NoteSave, type NoteSaved, type NoteSection, type NoteTemplate } from '../../shared/contract';
import type { Language } from '../../shared/languages';
import { assertClientNotInTrash } from '../clients/client-store';
import type { Db } from '../db/open';
import { getSessionRow } from '../sessions/session-rows';
import { getNote, noteRow, type NoteRow, parseSections, toNote } from './note-rows';
import { insertNote, writeNoteText } from './note-write';
import { docText } from './plain-text';

export function newSectionId(): string {
  return randomBytes(6).toString('base64url');
}

/** Empty sections with the template's headings and privacy. */
export function sectionsFromTemplate(template: Pick<NoteTemplate, 'sections'>): NoteSection[] {
  return template.sections.map(({ title, shareable }) => ({ id: newSectionId(), title, shareable, content: structuredClone(EMPTY_DOC) }));
}

export function noteForSession(db: Db, sessionId: number): Note | null {
  getSessionRow(db, sessionId);
  const row = db.prepare('SELECT * FROM notes WHERE session_id = ?').get(sessionId) as NoteRow | undefined;
  return row ? toNote(row) : null;
}

/** A session has one note: starting it twice (a double click, two windows) returns the first. */
export function startSessionNote(db: Db, sessionId: number, template: NoteTemplate, language: Language, now: string): Note {
  return db.transaction(() => {
    const existing = noteForSession(db, sessionId);
    if (existing) return existing;
    const session = getSessionRow(db, sessionId);
    assertClientNotInTrash(db, session.client_id);
    const id = insertNote(
      db,
      { clientId: session.client_id, sessionId, kind: 'session', entryDate: null, title: null, language, templateId: template.id, sections: sectionsFromTemplate(template) },
      now,
    );
    return getNote(db, id);
  })();
}

export function addJournalEntry(
  db: Db,
  entry: { clientId: number; entryDate: string; title: string | null; template: NoteTemplate; language: Language },
  now: string,
): Note {
  return db.transaction(() => {
    assertClientNotInTrash(db, entry.clientId);
    const id = insertNote(
      db,
      { clientId: entry.clientId, sessionId: null, kind: 'journal', entryDate: entry.entryDate, title: entry.title, language: entry.language, templateId: entry.template.id, sections: sectionsFromTemplate(entry.template) },
      now,
    );
    return getNote(db, id);
  })();
}

const PREVIEW_CHARS = 240;

/** The client's journal, newest day first. */
export function listJournal(db: Db, clientId: number): JournalEntrySummary[] {
  const rows = db
    .prepare(
      `SELECT id, client_id, entry_date, title, sections, created_at, updated_at
       FROM notes WHERE client_id = ? AND kind = 'journal' ORDER BY entry_date DESC, id DESC`,
    )
    .all(clientId) as Pick<NoteRow, 'id' | 'client_id' | 'entry_date' | 'title' | 'sections' | 'created_at' | 'updated_at'>[];
  return rows.map((row) => {
    const text = parseSections(row.sections).map((section) => docText(section.content)).filter(Boolean).join(' ').replace(/\s+/g, ' ');
    return {
      id: row.id,
      clientId: row.client_id,
      entryDate: row.entry_date,
      title: row.title,
      preview: text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  });
}

export function saveNote(db: Db, input: z.output<typeof NoteSave>, now: string): NoteSaved {
  const row = noteRow(db, input.id);
  const title = input.title === undefined ? row.title : input.title || null;
  const entryDate = row.kind === 'journal' ? (input.entryDate ?? row.entry_date) : null;
  return writeNoteText(db, input.id, { sections: input.sections, title, entryDate }, { reason: input.reason, baseVersion: input.baseVersion, checkpoint: input.checkpoint }, now);
}

/** Deletes the note with its revisions; action items written from it stay, unlinked. */
export function deleteNote(db: Db, id: number): void {
  db.transaction(() => {
    noteRow(db, id);
    db.prepare('DELETE FROM notes WHERE id = ?').run(id);
  })();
}

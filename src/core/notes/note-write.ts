import type { Note, NoteSaved, NoteSection, RevisionReason } from '../../shared/contract';
import type { Language } from '../../shared/languages';
import type { Db } from '../db/open';
import { type NoteRow, noteRow } from './note-rows';
import { sectionsText, wordCount } from './plain-text';
import { cachedStatement } from '../db/statements';

/**
 * Autosave writes every pause in typing; keeping each as a revision would bury the history.
 * Saves within this span of a revision's first save update that revision instead, unless
 * the coach left the note in between (a checkpoint) or the save came from somewhere else.
 */
export const REVISION_SPAN_MS = 10 * 60_000;

interface RevisionRow {
  id: number;
  reason: RevisionReason;
  sealed: number;
  created_at: string;
}

export interface NewNote {
  clientId: number;
  sessionId: number | null;
  kind: Note['kind'];
  entryDate: string | null;
  title: string | null;
  language: Language;
  templateId: number | null;
  sections: NoteSection[];
}

/** A new note and its first revision. Call inside a transaction. */
export function insertNote(db: Db, note: NewNote, now: string): number {
  const text = sectionsText(note.sections);
  const sections = JSON.stringify(note.sections);
  const { lastInsertRowid } = cachedStatement(
    db,
    `INSERT INTO notes (client_id, session_id, kind, entry_date, title, language, template_id, sections, plain_text, version, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  ).run(note.clientId, note.sessionId, note.kind, note.entryDate, note.title, note.language, note.templateId, sections, text, now, now);
  const id = Number(lastInsertRowid);
  insertRevision(db, id, { reason: 'edit', restoredFrom: null, title: note.title, sections, words: wordCount(text), sealed: false }, now);
  return id;
}

export interface NoteText {
  sections: NoteSection[];
  title: string | null;
  entryDate: string | null;
}

export interface WriteOptions {
  reason: RevisionReason;
  /** The version the writer started from; a different one means someone else saved meanwhile. */
  baseVersion?: number;
  restoredFrom?: number;
  /** Close the revision after this save, so the next change starts a new one. */
  checkpoint?: boolean;
}

/**
 * Writes the note's text and its revision in one transaction. The latest revision always
 * holds the note's current text, so a save that must not overwrite (a restore, an import,
 * a save based on an older version) first leaves the latest revision as it is.
 */
export function writeNoteText(db: Db, id: number, text: NoteText, options: WriteOptions, now: string): NoteSaved {
  return db.transaction(() => {
    const row = noteRow(db, id);
    const sections = JSON.stringify(text.sections);
    const latest = db.prepare('SELECT id, reason, sealed, created_at FROM note_revisions WHERE note_id = ? ORDER BY id DESC LIMIT 1').get(id) as RevisionRow | undefined;
    const unchanged = sections === row.sections && text.title === row.title && text.entryDate === row.entry_date;
    if (unchanged && options.reason === 'edit' && latest) {
      if (options.checkpoint) db.prepare('UPDATE note_revisions SET sealed = 1 WHERE id = ?').run(latest.id);
      return { id, version: row.version, updatedAt: row.updated_at, revisionId: latest.id };
    }

    const plain = sectionsText(text.sections);
    db.prepare('UPDATE notes SET sections = ?, plain_text = ?, title = ?, entry_date = ?, version = version + 1, updated_at = ? WHERE id = ?').run(
      sections,
      plain,
      text.title,
      text.entryDate,
      now,
      id,
    );
    const revision = { reason: options.reason, restoredFrom: options.restoredFrom ?? null, title: text.title, sections, words: wordCount(plain), sealed: options.reason !== 'edit' || options.checkpoint === true };
    let revisionId: number;
    if (latest && continuesRevision(latest, row, options, now)) {
      db.prepare('UPDATE note_revisions SET title = ?, sections = ?, words = ?, sealed = ?, updated_at = ? WHERE id = ?').run(
        revision.title,
        revision.sections,
        revision.words,
        revision.sealed ? 1 : 0,
        now,
        latest.id,
      );
      revisionId = latest.id;
    } else {
      revisionId = insertRevision(db, id, revision, now);
    }
    return { id, version: row.version + 1, updatedAt: now, revisionId };
  })();
}

/** Closes the note's latest revision: whatever comes next is a new one. */
export function checkpointNote(db: Db, id: number): number {
  noteRow(db, id);
  const latest = db.prepare('SELECT max(id) FROM note_revisions WHERE note_id = ?').pluck().get(id) as number;
  db.prepare('UPDATE note_revisions SET sealed = 1 WHERE id = ?').run(latest);
  return latest;
}

function continuesRevision(latest: RevisionRow, row: NoteRow, options: WriteOptions, now: string): boolean {
  return (
    options.reason === 'edit' &&
    latest.reason === 'edit' &&
    latest.sealed === 0 &&
    (options.baseVersion === undefined || options.baseVersion === row.version) &&
    Date.parse(now) - Date.parse(latest.created_at) < REVISION_SPAN_MS
  );
}

interface NewRevision {
  reason: RevisionReason;
  restoredFrom: number | null;
  title: string | null;
  sections: string;
  words: number;
  sealed: boolean;
}

function insertRevision(db: Db, noteId: number, revision: NewRevision, now: string): number {
  const { lastInsertRowid } = cachedStatement(
    db,
    `INSERT INTO note_revisions (note_id, reason, restored_from, title, sections, words, sealed, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(noteId, revision.reason, revision.restoredFrom, revision.title, revision.sections, revision.words, revision.sealed ? 1 : 0, now, now);
  return Number(lastInsertRowid);
}

import type { Note, Revision, RevisionSummary } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import type { Db } from '../db/open';
import { getNote, noteRow, parseSections } from './note-rows';
import { writeNoteText } from './note-write';

interface RevisionRow {
  id: number;
  note_id: number;
  reason: Revision['reason'];
  restored_from: number | null;
  title: string | null;
  sections: string;
  words: number;
  created_at: string;
  updated_at: string;
}

function toSummary(row: Omit<RevisionRow, 'title' | 'sections'>): RevisionSummary {
  return { id: row.id, noteId: row.note_id, reason: row.reason, restoredFrom: row.restored_from, createdAt: row.created_at, updatedAt: row.updated_at, words: row.words };
}

/** Newest first; the first one is the note as it is now. */
export function listRevisions(db: Db, noteId: number): RevisionSummary[] {
  noteRow(db, noteId);
  const rows = db
    .prepare('SELECT id, note_id, reason, restored_from, words, created_at, updated_at FROM note_revisions WHERE note_id = ? ORDER BY id DESC')
    .all(noteId) as RevisionRow[];
  return rows.map(toSummary);
}

export function getRevision(db: Db, id: number): Revision {
  const row = db.prepare('SELECT * FROM note_revisions WHERE id = ?').get(id) as RevisionRow | undefined;
  if (!row) throw new AppError('NOT_FOUND', `There is no revision number ${id}. Its note may have been deleted.`);
  return { ...toSummary(row), title: row.title, sections: parseSections(row.sections) };
}

/** The revision's text becomes the note's again, as a new revision; nothing in between is lost. */
export function restoreRevision(db: Db, revisionId: number, now: string): Note {
  return db.transaction(() => {
    const revision = getRevision(db, revisionId);
    const note = noteRow(db, revision.noteId);
    writeNoteText(db, note.id, { sections: revision.sections, title: revision.title, entryDate: note.entry_date }, { reason: 'restore', restoredFrom: revision.id }, now);
    return getNote(db, note.id);
  })();
}

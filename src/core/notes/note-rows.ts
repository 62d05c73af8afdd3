import { z } from 'zod';
import { type Note, NoteSection } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import type { Language } from '../../shared/languages';
import type { Db } from '../db/open';
import { cachedStatement } from '../db/statements';

export interface NoteRow {
  id: number;
  client_id: number;
  session_id: number | null;
  kind: Note['kind'];
  entry_date: string | null;
  title: string | null;
  language: Language;
  template_id: number | null;
  sections: string;
  plain_text: string;
  version: number;
  created_at: string;
  updated_at: string;
}

const StoredSections = z.array(NoteSection);

export function parseSections(json: string): NoteSection[] {
  return StoredSections.parse(JSON.parse(json));
}

export function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    clientId: row.client_id,
    sessionId: row.session_id,
    kind: row.kind,
    entryDate: row.entry_date,
    title: row.title,
    language: row.language,
    sections: parseSections(row.sections),
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function noteRow(db: Db, id: number): NoteRow {
  const row = cachedStatement(db, 'SELECT * FROM notes WHERE id = ?').get(id) as NoteRow | undefined;
  if (!row) throw new AppError('NOT_FOUND', `There is no note number ${id}. It may have been deleted.`);
  return row;
}

export function getNote(db: Db, id: number): Note {
  return toNote(noteRow(db, id));
}

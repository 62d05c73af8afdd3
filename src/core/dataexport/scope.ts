import type { NoteSection } from '../../shared/contract';
import type { Db } from '../db/open';
import { sectionsText } from '../notes/plain-text';
import { shareableSections } from '../notes/shareable';
import type { ExportRecord, ExportScope } from './format';
import { KINDS, type Kind, type KindKey } from './kinds';
import { readRecords } from './records';

/**
 * The row's client is not in the trash: looked up row by row, as the rows are read in id order.
 * (As `client_id IN (…)`, SQLite read each client's rows from their index and sorted all the
 * rows left for every page of 500: 60 µs a session at 2,000 clients, more at each size.)
 */
const OF_CURRENT_CLIENT = 'EXISTS (SELECT 1 FROM clients c WHERE c.id = client_id AND c.trashed_at IS NULL)';

/**
 * Which rows of a kind an export holds. A full export leaves out clients in the trash (they
 * are on their way to being deleted) and everything of theirs, and keeps every template. A
 * client's export holds that client's records and only the templates they refer to.
 */
function where(kind: Kind, scope: ExportScope): [string, unknown[]] {
  if (scope.kind === 'practice') {
    // The unary + keeps SQLite from reading clients by an index on trashed_at, out of id order.
    if (kind.clientColumn === 'id') return ['+trashed_at IS NULL', []];
    if (kind.clientColumn === 'client_id') return [OF_CURRENT_CLIENT, []];
    return ['1', []];
  }
  const id = scope.clientId;
  if (kind.clientColumn === 'id') return ['id = ?', [id]];
  if (kind.clientColumn === 'client_id') return ['client_id = ?', [id]];
  if (kind.key === 'noteTemplates') return ['id IN (SELECT template_id FROM notes WHERE client_id = ?)', [id]];
  return ['id IN (SELECT template_id FROM assessments WHERE client_id = ?) OR id IN (SELECT area_template_id FROM goals WHERE client_id = ?)', [id, id]];
}

/**
 * A note as exported: with `text`, its plain text (derived, for readers; ignored on import).
 * For a client who is given only what is shareable, `shareableSections` decides (the one
 * place that does), the note's own title is left out (it may name something private), and a
 * note with nothing shareable is left out whole. Earlier revisions never go to a client.
 */
function exportedNote(note: ExportRecord, scope: ExportScope): ExportRecord | null {
  if (scope.kind === 'client' && scope.notes === 'shareable') {
    const sections = shareableSections(note.sections as NoteSection[]);
    if (sections.length === 0) return null;
    return { ...note, title: null, sections, text: sectionsText(sections) };
  }
  return { ...note, text: sectionsText(note.sections as NoteSection[]) };
}

/** The records of one kind in the export, in id order. */
export function* scopedRecords(db: Db, key: KindKey, scope: ExportScope): Generator<ExportRecord> {
  const kind = KINDS.find((k) => k.key === key)!;
  const [sql, params] = where(kind, scope);
  const skip = scope.kind === 'client' ? ['revisions'] : [];
  for (const record of readRecords(db, kind, sql, params, skip)) {
    if (key !== 'notes') yield record;
    else {
      const note = exportedNote(record, scope);
      if (note) yield note;
    }
  }
}

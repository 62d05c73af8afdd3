import { z } from 'zod';
import { NoteSection, TemplateSection } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import { parseRepeatRule } from '../../shared/scheduling/repeat-rule';
import { TimeZone } from '../../shared/time-zones';
import { searchText } from '../clients/client-rows';
import { nameKey } from '../clients/name-key';
import type { Db } from '../db/open';
import { sectionsText, wordCount } from '../notes/plain-text';
import type { ExportRecord } from './format';
import type { ChildList, Field, Kind, KindKey } from './kinds';
import { getPath, stored } from './records';

/**
 * Old id → new id for each kind, as records are written. A restore keeps every id (the maps
 * stay empty and `keepIds` is set); a merge lets the practice number new rows and follows
 * the map for every field that points at another record.
 */
export class IdMaps {
  private readonly maps = new Map<string, Map<number, number>>();

  constructor(readonly keepIds: boolean) {}

  set(kind: string, from: number, to: number): void {
    if (!this.maps.has(kind)) this.maps.set(kind, new Map());
    this.maps.get(kind)!.set(from, to);
  }

  /** The id in this practice, or null when the record it named was not imported. */
  get(kind: string, from: unknown): number | null {
    if (typeof from !== 'number') return null;
    return this.keepIds ? from : (this.maps.get(kind)?.get(from) ?? null);
  }
}

/** JSON columns whose shape the app relies on when it reads them back. */
const JSON_SHAPES: Record<string, z.ZodType> = {
  'notes.sections': z.array(NoteSection),
  'revisions.sections': z.array(NoteSection),
  'noteTemplates.sections': z.array(TemplateSection),
};

/**
 * Zone names, checked and spelled as the app stores a zone the coach types (TimeZone): one this
 * computer's calendar does not know would fail every screen showing the record, and another case
 * than IANA's the calendar export (calendar apps match a zone by its exact name).
 */
const ZONE_FIELDS = new Set(['clients.timeZone', 'sessionSeries.timeZone', 'sessions.timeZone']);

function zoneValue(kindKey: string, record: ExportRecord, name: string, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const zone = TimeZone.safeParse(value);
  if (!zone.success) throw invalid(kindKey, record, `${name} is not a time zone`);
  return zone.data;
}

/**
 * A series' rule, checked as the schedule dialog's is: one this version cannot expand would stay
 * with a series whose sessions say otherwise, and the calendar export would write it out as stored.
 */
function ruleValue(kindKey: string, record: ExportRecord, name: string, value: unknown): unknown {
  const rule = typeof value === 'string' ? parseRepeatRule(value) : { problem: 'it is not text' };
  if ('problem' in rule) throw invalid(kindKey, record, `${name}: ${rule.problem}`);
  return value;
}

/** Values derived from the others, computed here as the app computes them when it saves. */
function derivedValues(kind: Kind, record: ExportRecord): Record<string, unknown> {
  if (kind.key === 'clients') {
    const tags = (record.tags as string[] | undefined) ?? [];
    return { search_text: searchText({ fullName: record.fullName as string, preferredName: record.preferredName as string | null, email: record.email as string | null, code: record.code as string, tags }), name_key: nameKey(record.fullName as string) };
  }
  if (kind.key === 'notes') return { plain_text: sectionsText(record.sections as NoteSection[]) };
  return {};
}

function invalid(kind: string, record: ExportRecord, reason: string): AppError {
  // `where` goes into every language's sentence: the file's own words for the record, no English around them.
  const where = typeof record.id === 'number' ? `${kind} #${record.id}` : kind;
  return new AppError('IMPORT_INVALID', `The file cannot be imported: a record (${where}) is not valid (${reason}). Export it again from Coachdesk; nothing was changed.`, { where });
}

function columnValues(kindKey: string, fields: Record<string, Field>, record: ExportRecord, maps: IdMaps, keepId: boolean): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (name === 'id' && !keepId) continue;
    let value = getPath(record, name);
    if (field.ref && value !== null && value !== undefined) value = maps.get(field.ref, value);
    const shape = JSON_SHAPES[`${kindKey}.${name}`];
    if (shape && !shape.safeParse(value).success) throw invalid(kindKey, record, `${name} has an unexpected shape`);
    if (ZONE_FIELDS.has(`${kindKey}.${name}`)) value = zoneValue(kindKey, record, name, value);
    if (`${kindKey}.${name}` === 'sessionSeries.rrule') value = ruleValue(kindKey, record, name, value);
    values[field.column] = stored(value, field);
  }
  return values;
}

function insertRow(db: Db, table: string, values: Record<string, unknown>): number {
  const columns = Object.keys(values);
  const sql = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  return Number(db.prepare(sql).run(...Object.values(values)).lastInsertRowid);
}

/**
 * Writes one record and its child lists; returns its id in this practice. A database rule it
 * breaks (a status the app does not know, a missing client) becomes IMPORT_INVALID naming it,
 * and the caller's transaction undoes everything written before.
 */
export function insertRecord(db: Db, kind: Kind, record: ExportRecord, maps: IdMaps, overrides: Record<string, unknown> = {}): number {
  try {
    const values = { ...columnValues(kind.key, kind.fields, record, maps, maps.keepIds), ...derivedValues(kind, record), ...overrides };
    const id = insertRow(db, kind.table, values);
    if (typeof record.id === 'number') maps.set(kind.key, record.id, id);
    for (const [name, child] of Object.entries(kind.children ?? {})) insertChildren(db, name, child, (record[name] as unknown[] | undefined) ?? [], id, maps, record);
    if (kind.key === 'notes' && !((record.revisions as unknown[] | undefined)?.length)) insertImportRevision(db, id, record);
    return id;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid(kind.key, record, (error as Error).message);
  }
}

function insertChildren(db: Db, name: string, child: ChildList, items: unknown[], parentId: number, maps: IdMaps, parent: ExportRecord): void {
  const [only] = Object.values(child.fields);
  for (const item of items) {
    if (child.single) {
      const value = only!.ref ? maps.get(only!.ref, item) : item;
      if (value === null) continue; // a link to a record that was not imported
      insertRow(db, child.table, { [child.parentColumn]: parentId, [only!.column]: stored(value, only!) });
      continue;
    }
    const record = item as ExportRecord;
    const values = columnValues(name, child.fields, record, maps, maps.keepIds);
    // A restore names the revision it brought back by id; in a merge that id is renumbered too.
    if (name === 'revisions' && !maps.keepIds) values.restored_from = maps.get('revisions', record.restoredFrom);
    try {
      const id = insertRow(db, child.table, { [child.parentColumn]: parentId, ...values });
      if (typeof record.id === 'number') maps.set(name, record.id, id);
    } catch (error) {
      throw invalid(name, { ...record, id: record.id ?? parent.id }, (error as Error).message);
    }
  }
}

/** A note must always have a revision holding its text; a client's export carries none. */
function insertImportRevision(db: Db, noteId: number, note: ExportRecord): void {
  const sections = note.sections as NoteSection[];
  insertRow(db, 'note_revisions', {
    note_id: noteId,
    reason: 'import',
    title: note.title ?? null,
    sections: JSON.stringify(sections),
    words: wordCount(sectionsText(sections)),
    sealed: 1,
    created_at: note.updatedAt,
    updated_at: note.updatedAt,
  });
}

export type { KindKey };

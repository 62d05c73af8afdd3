import { z } from 'zod';
import { type BuiltInTemplate, type NoteTemplate, TemplateSection } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import type { Language } from '../../shared/languages';
import type { Db } from '../db/open';
import { builtInName, builtInSections } from './built-in-templates';

interface TemplateRow {
  id: number;
  built_in: BuiltInTemplate | null;
  name: string;
  sections: string;
  is_default: number;
}

const StoredSections = z.array(TemplateSection);

function toTemplate(row: TemplateRow, language: Language): NoteTemplate {
  return {
    id: row.id,
    builtIn: row.built_in,
    name: row.built_in ? builtInName(row.built_in, language) : row.name,
    sections: row.built_in ? builtInSections(row.built_in, language) : StoredSections.parse(JSON.parse(row.sections)),
    isDefault: row.is_default === 1,
  };
}

function templateRow(db: Db, id: number): TemplateRow {
  const row = db.prepare('SELECT * FROM note_templates WHERE id = ?').get(id) as TemplateRow | undefined;
  if (!row) throw new AppError('NOT_FOUND', `There is no note template number ${id}. It may have been deleted.`);
  return row;
}

function ownTemplateRow(db: Db, id: number): TemplateRow {
  const row = templateRow(db, id);
  if (row.built_in) throw new AppError('TEMPLATE_BUILT_IN', 'Built-in templates cannot be changed or deleted. Make a copy and change that instead.');
  return row;
}

/** Built-in templates first, then the coach's own by name. */
export function listTemplates(db: Db, language: Language): NoteTemplate[] {
  const rows = db.prepare('SELECT * FROM note_templates ORDER BY built_in IS NULL, id').all() as TemplateRow[];
  const list = rows.map((row) => toTemplate(row, language));
  return [...list.filter((t) => t.builtIn), ...list.filter((t) => !t.builtIn).sort((a, b) => a.name.localeCompare(b.name, language))];
}

export function getTemplate(db: Db, id: number, language: Language): NoteTemplate {
  return toTemplate(templateRow(db, id), language);
}

export function createTemplate(db: Db, fields: { name: string; sections: NoteTemplate['sections'] }, now: string): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO note_templates (name, sections, created_at, updated_at) VALUES (?, ?, ?, ?)')
    .run(fields.name, JSON.stringify(fields.sections), now, now);
  return Number(lastInsertRowid);
}

export function updateTemplate(db: Db, id: number, changes: { name?: string; sections?: NoteTemplate['sections'] }, now: string): void {
  const row = ownTemplateRow(db, id);
  db.prepare('UPDATE note_templates SET name = ?, sections = ?, updated_at = ? WHERE id = ?').run(
    changes.name ?? row.name,
    changes.sections ? JSON.stringify(changes.sections) : row.sections,
    now,
    id,
  );
}

/** Notes started from it keep their sections; if it was the default, GROW becomes the default again. */
export function deleteTemplate(db: Db, id: number): void {
  db.transaction(() => {
    const row = ownTemplateRow(db, id);
    db.prepare('DELETE FROM note_templates WHERE id = ?').run(id);
    if (row.is_default) db.prepare("UPDATE note_templates SET is_default = 1 WHERE built_in = 'grow'").run();
  })();
}

export function setDefaultTemplate(db: Db, id: number): void {
  db.transaction(() => {
    templateRow(db, id);
    db.prepare('UPDATE note_templates SET is_default = 0 WHERE is_default = 1').run();
    db.prepare('UPDATE note_templates SET is_default = 1 WHERE id = ?').run(id);
  })();
}

/** The template a new note starts from: the one asked for, else the practice's default. */
export function templateForNote(db: Db, id: number | null | undefined, language: Language): NoteTemplate {
  const fallback = db.prepare("SELECT id FROM note_templates ORDER BY is_default DESC, built_in = 'blank' DESC LIMIT 1").pluck().get() as number;
  return getTemplate(db, id ?? fallback, language);
}

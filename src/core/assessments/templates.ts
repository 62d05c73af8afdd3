import type { z } from 'zod';
import { type Area, type AssessmentTemplate, isBuiltInArea, type TemplateChanges, type TemplateCreate } from '../../shared/contract/assessments';
import { AppError } from '../../shared/errors';
import type { Db } from '../db/open';
import { cachedStatement } from '../db/statements';

type NewTemplate = z.output<typeof TemplateCreate>;
type Changes = z.output<typeof TemplateChanges>;

interface TemplateRow {
  id: number;
  builtin: string | null;
  name: string | null;
  scale_min: number;
  scale_max: number;
  next_area_number: number;
  created_at: string;
  updated_at: string;
  assessment_count: number;
}

const TEMPLATE_SELECT = `
  SELECT t.*, (SELECT count(*) FROM assessments a WHERE a.template_id = t.id) AS assessment_count
  FROM assessment_templates t`;

export function listTemplates(db: Db): AssessmentTemplate[] {
  const rows = db.prepare(`${TEMPLATE_SELECT} WHERE t.deleted_at IS NULL ORDER BY t.builtin IS NULL, t.name COLLATE NOCASE, t.id`).all() as TemplateRow[];
  return rows.map((row) => toTemplate(row, areasOf(db, row.id)));
}

export function getTemplate(db: Db, id: number): AssessmentTemplate {
  const row = db.prepare(`${TEMPLATE_SELECT} WHERE t.id = ? AND t.deleted_at IS NULL`).get(id) as TemplateRow | undefined;
  if (!row) throw new AppError('NOT_FOUND', `There is no assessment template number ${id}. It may have been deleted.`);
  return toTemplate(row, areasOf(db, id));
}

/**
 * What recording an assessment copies from its template: scale and areas, without the usage
 * count (counting scans every assessment of the template, which grows with each one recorded).
 */
export function templateForRecording(db: Db, id: number): Omit<AssessmentTemplate, 'assessmentCount'> {
  const row = cachedStatement(db, 'SELECT * FROM assessment_templates WHERE id = ? AND deleted_at IS NULL').get(id) as Omit<TemplateRow, 'assessment_count'> | undefined;
  if (!row) throw new AppError('NOT_FOUND', `There is no assessment template number ${id}. It may have been deleted.`);
  const { assessmentCount: _unused, ...template } = toTemplate({ ...row, assessment_count: 0 }, areasOf(db, id));
  return template;
}

export function createTemplate(db: Db, input: NewTemplate, now: string): number {
  return db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare('INSERT INTO assessment_templates (name, scale_min, scale_max, next_area_number, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(input.name, input.scaleMin, input.scaleMax, input.areas.length + 1, now, now);
    const id = Number(lastInsertRowid);
    writeAreas(db, id, input.areas.map(({ label }, i) => ({ key: `area-${i + 1}`, label })));
    return id;
  })();
}

/**
 * Renames, rescales or re-lists the areas of a template. Assessments already recorded keep
 * their own copy of areas and scale, so none of this reaches them. Kept areas keep their
 * key; new ones get a key never used in this template before.
 */
export function updateTemplate(db: Db, id: number, changes: Changes, now: string): void {
  db.transaction(() => {
    const template = getTemplate(db, id);
    const scaleMin = changes.scaleMin ?? template.scaleMin;
    const scaleMax = changes.scaleMax ?? template.scaleMax;
    if (scaleMin >= scaleMax) throw new AppError('INVALID_INPUT', 'The top of the scale must be above its bottom. Correct the scale and try again.');
    let next = (db.prepare('SELECT next_area_number FROM assessment_templates WHERE id = ?').pluck().get(id) as number) ?? 1;
    if (changes.areas) {
      const current = new Map(template.areas.map((area) => [area.key, area]));
      const areas = changes.areas.map(({ key, label }): Area => {
        if (key == null) {
          if (!label) throw new AppError('INVALID_INPUT', 'A new area needs a name. Name it and try again.');
          return { key: `area-${next++}`, label };
        }
        const existing = current.get(key);
        if (!existing) throw new AppError('AREA_UNKNOWN', `The template has no area "${key}". Reload the template and try again.`, { area: key });
        return { key, label: label ?? existing.label };
      });
      if (new Set(areas.map((a) => a.key)).size !== areas.length) throw new AppError('INVALID_INPUT', 'An area is listed twice. Remove one of them and try again.');
      writeAreas(db, id, areas);
    }
    db.prepare('UPDATE assessment_templates SET name = coalesce(?, name), scale_min = ?, scale_max = ?, next_area_number = ?, updated_at = ? WHERE id = ?').run(
      changes.name ?? null,
      scaleMin,
      scaleMax,
      next,
      now,
      id,
    );
  })();
}

/** A template with assessments is hidden rather than removed, so they keep their template. */
export function deleteTemplate(db: Db, id: number, now: string): void {
  const template = getTemplate(db, id);
  if (template.builtin) throw new AppError('BUILTIN_TEMPLATE', 'The Wheel of Life cannot be deleted. Rename it or change its areas instead.');
  if (template.assessmentCount > 0) db.prepare('UPDATE assessment_templates SET deleted_at = ? WHERE id = ?').run(now, id);
  else db.prepare('DELETE FROM assessment_templates WHERE id = ?').run(id);
}

function areasOf(db: Db, templateId: number): Area[] {
  return cachedStatement(db, 'SELECT area_key AS key, label FROM assessment_template_areas WHERE template_id = ? ORDER BY position').all(templateId) as Area[];
}

function writeAreas(db: Db, templateId: number, areas: readonly Area[]): void {
  for (const area of areas) {
    if (area.label === null && !isBuiltInArea(area.key)) throw new AppError('INVALID_INPUT', 'Every area needs a name. Name it and try again.');
  }
  db.prepare('DELETE FROM assessment_template_areas WHERE template_id = ?').run(templateId);
  const insert = db.prepare('INSERT INTO assessment_template_areas (template_id, position, area_key, label) VALUES (?, ?, ?, ?)');
  areas.forEach((area, position) => insert.run(templateId, position, area.key, area.label));
}

function toTemplate(row: TemplateRow, areas: Area[]): AssessmentTemplate {
  return {
    id: row.id,
    builtin: row.builtin,
    name: row.name,
    scaleMin: row.scale_min,
    scaleMax: row.scale_max,
    areas,
    assessmentCount: row.assessment_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

import type { z } from 'zod';
import type { Area, Assessment, AssessmentChanges, AssessmentCreate, AreaScore } from '../../shared/contract/assessments';
import { AppError } from '../../shared/errors';
import { assertClientExists, assertClientNotInTrash } from '../clients/client-store';
import type { Db } from '../db/open';
import { assertSessionOfClient } from '../goals/links';
import { updateColumns } from '../goals/update-columns';
import { templateForRecording } from './templates';
import { cachedStatement } from '../db/statements';

type NewAssessment = z.output<typeof AssessmentCreate>;
type Changes = z.output<typeof AssessmentChanges>;

interface AssessmentRow {
  id: number;
  client_id: number;
  template_id: number;
  template_builtin: string | null;
  template_name: string | null;
  scale_min: number;
  scale_max: number;
  assessed_on: string;
  note: string | null;
  session_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Records an assessment with a copy of the template's areas and scale as they are today. */
export function createAssessment(db: Db, input: NewAssessment, today: string, now: string): number {
  return db.transaction(() => {
    assertClientNotInTrash(db, input.clientId);
    const template = templateForRecording(db, input.templateId);
    checkScores(template.areas, template, input.scores);
    if (input.sessionId !== null) assertSessionOfClient(db, input.sessionId, input.clientId);
    const { lastInsertRowid } = cachedStatement(
      db,
      `INSERT INTO assessments (client_id, template_id, template_builtin, template_name, scale_min, scale_max, assessed_on, note, session_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(input.clientId, template.id, template.builtin, template.name, template.scaleMin, template.scaleMax, input.on ?? today, input.note, input.sessionId, now, now);
    const id = Number(lastInsertRowid);
    writeScores(db, id, template.areas, input.scores);
    return id;
  })();
}

/** Corrects a recorded assessment against its own areas and scale, never the template's current ones. */
export function updateAssessment(db: Db, id: number, changes: Changes, now: string): void {
  db.transaction(() => {
    const assessment = getAssessment(db, id);
    if (changes.scores) {
      checkScores(assessment.scores, assessment, changes.scores);
      writeScores(db, id, assessment.scores, changes.scores);
    }
    updateColumns(db, 'assessments', id, { assessed_on: changes.on, note: changes.note }, now);
  })();
}

export function deleteAssessment(db: Db, id: number): void {
  getAssessment(db, id);
  db.prepare('DELETE FROM assessments WHERE id = ?').run(id);
}

export function getAssessment(db: Db, id: number): Assessment {
  const row = db.prepare('SELECT * FROM assessments WHERE id = ?').get(id) as AssessmentRow | undefined;
  if (!row) throw new AppError('NOT_FOUND', `There is no assessment number ${id}. It may have been deleted.`);
  return withScores(db, [row])[0]!;
}

export function listAssessments(db: Db, filter: { clientId: number; templateId?: number | null; from?: string | null; to?: string | null }): Assessment[] {
  assertClientExists(db, filter.clientId);
  const rows = db
    .prepare(
      `SELECT * FROM assessments WHERE client_id = @clientId
         AND (@templateId IS NULL OR template_id = @templateId)
         AND (@from IS NULL OR assessed_on >= @from) AND (@to IS NULL OR assessed_on <= @to)
       ORDER BY assessed_on, id`,
    )
    .all({ clientId: filter.clientId, templateId: filter.templateId ?? null, from: filter.from ?? null, to: filter.to ?? null }) as AssessmentRow[];
  return withScores(db, rows);
}

/** Every area scored once, nothing else, each within the scale. */
function checkScores(areas: readonly Area[], scale: { scaleMin: number; scaleMax: number }, scores: Record<string, number>): void {
  const keys = new Set(areas.map((a) => a.key));
  const unknown = Object.keys(scores).find((key) => !keys.has(key));
  if (unknown) throw new AppError('AREA_UNKNOWN', `The assessment has no area "${unknown}". Use the keys of its areas: ${[...keys].join(', ')}.`, { area: unknown });
  const missing = areas.filter((a) => scores[a.key] === undefined).map((a) => a.key);
  if (missing.length) throw new AppError('AREA_UNSCORED', `Score every area; these have no score yet: ${missing.join(', ')}.`, { areas: missing.join(', ') });
  for (const [area, score] of Object.entries(scores)) {
    if (score < scale.scaleMin || score > scale.scaleMax) {
      throw new AppError('SCORE_OUT_OF_SCALE', `The score for "${area}" must be from ${scale.scaleMin} to ${scale.scaleMax}.`, { area, min: scale.scaleMin, max: scale.scaleMax });
    }
  }
}

function writeScores(db: Db, assessmentId: number, areas: readonly Area[], scores: Record<string, number>): void {
  cachedStatement(db, 'DELETE FROM assessment_scores WHERE assessment_id = ?').run(assessmentId);
  const insert = cachedStatement(db, 'INSERT INTO assessment_scores (assessment_id, position, area_key, label, score) VALUES (?, ?, ?, ?, ?)');
  areas.forEach((area, position) => insert.run(assessmentId, position, area.key, area.label, scores[area.key]!));
}

function withScores(db: Db, rows: readonly AssessmentRow[]): Assessment[] {
  const scores = new Map<number, AreaScore[]>(rows.map((row) => [row.id, []]));
  const all = db
    .prepare('SELECT assessment_id, area_key AS key, label, score FROM assessment_scores WHERE assessment_id IN (SELECT value FROM json_each(?)) ORDER BY assessment_id, position')
    .all(JSON.stringify(rows.map((row) => row.id))) as (AreaScore & { assessment_id: number })[];
  for (const { assessment_id, ...score } of all) scores.get(assessment_id)!.push(score);
  return rows.map((row) => {
    const own = scores.get(row.id)!;
    return {
      id: row.id,
      clientId: row.client_id,
      templateId: row.template_id,
      templateBuiltin: row.template_builtin,
      templateName: row.template_name,
      scaleMin: row.scale_min,
      scaleMax: row.scale_max,
      on: row.assessed_on,
      note: row.note,
      sessionId: row.session_id,
      scores: own,
      average: own.length ? Math.round((own.reduce((sum, s) => sum + s.score, 0) / own.length) * 10) / 10 : 0,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  });
}

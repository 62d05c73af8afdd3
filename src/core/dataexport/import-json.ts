import { z } from 'zod';
import { type JsonImportReport, PracticeLogo } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import { SettingsUpdate } from '../../shared/settings';
import { codeHolder, nextClientCode } from '../clients/codes';
import type { Db } from '../db/open';
import { recordMissingOccurrences } from '../sessions/exdates';
import { writeLogo } from '../settings/logo-store';
import { writeSettings } from '../settings/settings-store';
import type { ExportDocument, ExportRecord } from './format';
import { IdMaps, insertRecord } from './insert-records';
import { KINDS, kindOf, type KindKey } from './kinds';

/**
 * Imports an export of ours, in one transaction (all of it or, on any invalid record, none).
 *
 * - **restore**: a full export into a practice with no clients and no templates of its own
 *   (a new computer, or a new practice): every record keeps its id and times, the templates
 *   replace the built-in ones, and the settings come along (but not the backup folder, which
 *   belongs to the old computer).
 * - **merge**: anything else (a client's export, or a full export into a practice in use):
 *   each client is added with all their records under new numbers, after the practice's own
 *   clients. A client already here (same full name, added at the same moment) is skipped, so
 *   importing a file twice adds nothing; a client whose code is taken gets the next free code. Templates
 *   already here (built-in ones, or custom ones with the same name and content) are used;
 *   others are added. The practice's settings stay as they are.
 */
export function importExport(db: Db, doc: ExportDocument): JsonImportReport {
  return db.transaction(() => (isEmptyPractice(db) && doc.scope.kind === 'practice' ? restore(db, doc) : merge(db, doc)))();
}

export function isEmptyPractice(db: Db): boolean {
  const count = (sql: string) => db.prepare(sql).pluck().get() as number;
  return (
    count('SELECT count(*) FROM clients') === 0 &&
    count('SELECT count(*) FROM note_templates WHERE built_in IS NULL') === 0 &&
    count('SELECT count(*) FROM assessment_templates WHERE builtin IS NULL') === 0
  );
}

function emptyCounts(): Record<KindKey, number> {
  return Object.fromEntries(KINDS.map((kind) => [kind.key, 0])) as Record<KindKey, number>;
}

function restore(db: Db, doc: ExportDocument): JsonImportReport {
  db.exec('DELETE FROM note_templates; DELETE FROM assessment_templates;');
  const maps = new IdMaps(true);
  const counts = emptyCounts();
  for (const kind of KINDS) {
    for (const record of doc[kind.key]) insertRecord(db, kind, record, maps);
    counts[kind.key] = doc[kind.key].length;
  }
  recordOlderExdates(db, doc, maps);
  if (doc.settings) writeSettings(db, importableSettings(doc.settings));
  const logo = ExportedLogo.safeParse(doc.settings?.practiceLogo);
  if (logo.success) writeLogo(db, logo.data, logo.data.updatedAt);
  return { mode: 'restore', counts, skippedClients: [], renamedCodes: [] };
}

const ExportedLogo = PracticeLogo.extend({ updatedAt: z.string() });

/** The settings of the file that this version understands, without the old computer's backup folder. */
function importableSettings(settings: Record<string, unknown>): SettingsUpdate {
  const update: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (key === 'backupFolder' || !(key in SettingsUpdate.shape)) continue;
    const parsed = SettingsUpdate.shape[key as keyof SettingsUpdate].safeParse(value);
    if (parsed.success) update[key] = parsed.data;
  }
  return update as SettingsUpdate;
}

function merge(db: Db, doc: ExportDocument): JsonImportReport {
  const maps = new IdMaps(false);
  const counts = emptyCounts();
  const report: JsonImportReport = { mode: 'merge', counts, skippedClients: [], renamedCodes: [] };
  matchNoteTemplates(db, doc.noteTemplates, maps, counts);
  matchAssessmentTemplates(db, doc.assessmentTemplates, maps, counts);
  // A client already here is one of the practice's own before this import (not one it has just
  // added), of the same name, email and moment created, and stands for one record only: clients
  // imported from one CSV share that moment, and a namesake was taken for the other and dropped.
  const ownBefore = db.prepare('SELECT coalesce(max(id), 0) FROM clients').pluck().get() as number;
  const sameClients = db.prepare("SELECT id FROM clients WHERE full_name = ? AND created_at = ? AND coalesce(email, '') = coalesce(?, '') AND id <= ? ORDER BY id").pluck();
  const matched = new Set<number>();
  for (const client of doc.clients) {
    const code = client.code as string;
    const same = (sameClients.all(client.fullName, client.createdAt, client.email ?? null, ownBefore) as number[]).find((id) => !matched.has(id));
    if (same !== undefined) {
      matched.add(same);
      report.skippedClients.push({ code, fullName: client.fullName as string });
      continue;
    }
    const newCode = codeHolder(db, code) !== undefined ? nextClientCode(db) : code;
    if (newCode !== code) report.renamedCodes.push({ from: code, to: newCode });
    insertRecord(db, kindOf('clients'), client, maps, { code: newCode });
    counts.clients++;
  }
  for (const kind of KINDS.filter((k) => k.clientColumn === 'client_id')) {
    for (const record of doc[kind.key]) {
      // Records of a skipped client stay out with the client.
      if (maps.get('clients', record.clientId) === null) continue;
      insertRecord(db, kind, record, maps);
      counts[kind.key]++;
    }
  }
  recordOlderExdates(db, doc, maps);
  return report;
}

/**
 * A file from before series kept their deleted occurrences (`exdates`) lists none: the
 * occurrences of its series that have no session were deleted (as the migration that added
 * them reasons), so they are recorded, or the next change of the rule would make them again.
 */
function recordOlderExdates(db: Db, doc: ExportDocument, maps: IdMaps): void {
  for (const series of doc.sessionSeries) {
    const id = Array.isArray(series.exdates) ? null : maps.get('sessionSeries', series.id);
    if (id !== null) recordMissingOccurrences(db, id);
  }
}

function matchNoteTemplates(db: Db, templates: ExportRecord[], maps: IdMaps, counts: Record<KindKey, number>): void {
  const builtIn = db.prepare('SELECT id FROM note_templates WHERE built_in = ?').pluck();
  const same = db.prepare('SELECT id FROM note_templates WHERE built_in IS NULL AND name = ? AND sections = ?').pluck();
  for (const template of templates) {
    const existing = template.builtIn ? builtIn.get(template.builtIn) : same.get(template.name, JSON.stringify(template.sections));
    if (existing !== undefined) maps.set('noteTemplates', template.id as number, existing as number);
    else if (template.builtIn) throw unknownTemplate(String(template.builtIn));
    else {
      insertRecord(db, kindOf('noteTemplates'), template, maps, { is_default: 0 });
      counts.noteTemplates++;
    }
  }
}

function matchAssessmentTemplates(db: Db, templates: ExportRecord[], maps: IdMaps, counts: Record<KindKey, number>): void {
  const builtIn = db.prepare('SELECT id FROM assessment_templates WHERE builtin = ?').pluck();
  const candidates = db.prepare('SELECT id FROM assessment_templates WHERE builtin IS NULL AND name = ? AND scale_min = ? AND scale_max = ?').pluck();
  const areasOf = db.prepare("SELECT json_group_array(json_array(area_key, label)) FROM (SELECT area_key, label FROM assessment_template_areas WHERE template_id = ? ORDER BY position)").pluck();
  for (const template of templates) {
    const areas = JSON.stringify(((template.areas as ExportRecord[] | undefined) ?? []).map((area) => [area.areaKey, area.label]));
    const existing = template.builtin
      ? builtIn.get(template.builtin)
      : (candidates.all(template.name, template.scaleMin, template.scaleMax) as number[]).find((id) => areasOf.get(id) === areas);
    if (existing !== undefined) maps.set('assessmentTemplates', template.id as number, existing as number);
    else if (template.builtin) throw unknownTemplate(String(template.builtin));
    else {
      insertRecord(db, kindOf('assessmentTemplates'), template, maps);
      counts.assessmentTemplates++;
    }
  }
}

/** A built-in note or assessment template of a newer Coachdesk. */
function unknownTemplate(name: string): AppError {
  return new AppError('IMPORT_UNKNOWN_TEMPLATE', `The file uses a built-in template this Coachdesk does not have (${name}): it was exported by a newer Coachdesk. Update Coachdesk, then import it again; nothing was changed.`, { name });
}

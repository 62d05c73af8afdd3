import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { JsonExportInspection } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import { getClient } from '../clients/client-store';
import type { CoreContext } from '../context';
import type { Db } from '../db/open';
import { writeFileStreamed, writeFolderAtomic } from '../fs/atomic-stream';
import { checkExportFile, checkExportFolder } from '../fs/export-target';
import { wordingFor } from '../reports/documents/wording';
import { renderDocument } from '../reports/kit';
import { logoForContract, readLogo } from '../settings/logo-store';
import { readSettings } from '../settings/settings-store';
import { clientDocument } from './client-pdf';
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, type ExportDocument, type ExportHeader, type ExportRecords, type ExportScope, parseExport } from './format';
import { isEmptyPractice } from './import-json';
import { KINDS, type KindKey } from './kinds';
import { scopedRecords } from './scope';
import { writeExportCsv } from './write-csv';
import { exportJsonText, writeExportJson } from './write-json';

/** When an export was made, and by which version of the app. */
export interface ExportStamp {
  appVersion: string;
  exportedAt: string;
}

export function stampOf(context: CoreContext): ExportStamp {
  return { appVersion: context.appVersion, exportedAt: new Date(context.now()).toISOString() };
}

function header(db: Db, stamp: ExportStamp, scope: ExportScope): ExportHeader {
  return {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    appVersion: stamp.appVersion,
    schemaVersion: db.pragma('user_version', { simple: true }) as number,
    exportedAt: stamp.exportedAt,
    scope,
  };
}

/**
 * Every setting but the backup folder, which names a place on this computer only, and the
 * practice's logo (base64) when it has one.
 */
function exportedSettings(db: Db): Record<string, unknown> {
  const { backupFolder: _folder, ...settings } = readSettings(db);
  const logo = readLogo(db);
  return logo ? { ...settings, practiceLogo: { ...logoForContract(logo), updatedAt: logo.updatedAt } } : settings;
}

const PRACTICE: ExportScope = { kind: 'practice' };

/** Reads and writes happen in one read transaction, so the export is one consistent moment. */
function snapshot<T>(db: Db, work: () => T): T {
  return db.transaction(work)();
}

export function exportPracticeJson(db: Db, path: string, stamp: ExportStamp): { path: string; counts: Record<KindKey, number> } {
  checkExportFile(path);
  const counts = snapshot(db, () => writeFileStreamed(path, (sink) => writeExportJson(db, sink, header(db, stamp, PRACTICE), exportedSettings(db))));
  return { path, counts };
}

export function exportPracticeCsv(db: Db, path: string): { path: string; files: string[] } {
  checkExportFolder(path);
  const files = snapshot(db, () => writeFolderAtomic(path, (folder) => writeExportCsv(db, folder, PRACTICE, exportedSettings(db))));
  return { path, files };
}

/** A client's records as JSON and as a PDF in their document language, in a new folder. */
export async function exportClient(context: CoreContext, clientId: number, path: string, notes: 'shareable' | 'all'): Promise<{ path: string; files: string[] }> {
  const db = context.vault.db;
  const client = getClient(db, clientId);
  checkExportFolder(path);
  const scope: ExportScope = { kind: 'client', clientId, notes };
  const head = header(db, stampOf(context), scope);
  const { json, records } = snapshot(db, () => ({
    json: exportJsonText(db, head),
    records: Object.fromEntries(KINDS.map((kind) => [kind.key, [...scopedRecords(db, kind.key, scope)]])) as ExportRecords,
  }));
  // Worded as the client's reports are (generate.ts): their language and zone, the coach's calendar.
  const { persianCalendar } = readSettings(db);
  const w = wordingFor(client.documentLanguage, persianCalendar, client.timeZone);
  const pdf = await renderDocument(clientDocument(records, scope, w, head.exportedAt), { language: client.documentLanguage, persianCalendar, createdAt: new Date(context.now()) });
  const stem = `${client.code}-records`;
  const files = [`${stem}.json`, `${stem}.pdf`];
  writeFolderAtomic(path, (folder) => {
    folder.file(files[0]!, (sink) => sink.write(json));
    folder.file(files[1]!, (sink) => sink.write(pdf));
  });
  return { path, files };
}

/** An export file read and checked, with nothing written. */
export function readExportFile(path: string): ExportDocument {
  if (!statSync(path, { throwIfNoEntry: false })?.isFile()) {
    throw new AppError('IMPORT_FILE_NOT_FOUND', `There is no file at ${path}. Check the name and the drive it is on, and try again.`, { path });
  }
  return parseExport(readFileSync(path, 'utf8'), basename(path));
}

export function inspectExport(context: CoreContext, path: string): JsonExportInspection {
  const doc = readExportFile(path);
  return {
    formatVersion: doc.formatVersion,
    exportedAt: doc.exportedAt,
    appVersion: doc.appVersion,
    scope: doc.scope.kind,
    counts: Object.fromEntries(KINDS.map((kind) => [kind.key, doc[kind.key].length])),
    mode: doc.scope.kind === 'practice' && isEmptyPractice(context.vault.db) ? 'restore' : 'merge',
  };
}


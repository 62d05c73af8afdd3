import Papa from 'papaparse';
import type { Db } from '../db/open';
import type { FolderSink, TextSink } from '../fs/atomic-stream';
import type { ExportScope } from './format';
import { KINDS, type Kind } from './kinds';
import { joinListCell } from './list-cell';
import { getPath } from './records';
import { scopedRecords } from './scope';

/**
 * The export as CSV files for spreadsheets, one per kind (docs/export-format.md lists them):
 * the same records and field names as the JSON, flattened. Nested fields become columns
 * (`agreement.start`); lists of values (tags, a goal's sessions) one cell joined with "; "
 * (list-cell.ts: a value holding a separator is quoted, so the import reads it back whole);
 * lists of records (milestones, check-ins, scores, template areas) a file of their own with
 * the parent's id first. Notes give their plain text, not their formatted sections, and
 * revisions stay in the JSON export only.
 *
 * Files start with a byte-order mark and use commas and CRLF, so spreadsheet programs open
 * Cyrillic and Persian text correctly. Text starting with = + - @ gets a leading apostrophe
 * (`FORMULA_START`): a spreadsheet must never run a formula a client's name held.
 */
const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would take for a formula: papaparse's own test (`escapeFormulae: true`)
 * reads a whole value as one line, so text with a line break (a background, a note) passed
 * through as typed. This looks at the first character alone.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;
const LEFT_OUT: Record<string, string[]> = { notes: ['sections'] };
const EXTRA: Record<string, string[]> = { notes: ['text'] };

export const fileNameOf = (name: string) => `${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}.csv`;

function cell(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

function writeTable(sink: TextSink, columns: string[], rows: Iterable<unknown[]>): number {
  sink.write(BOM);
  // The header alone, without a line end: each batch of rows starts with its own.
  sink.write(Papa.unparse([columns], { newline: '\r\n' }));
  let count = 0;
  let batch: unknown[][] = [];
  const flush = () => {
    if (batch.length) sink.write(`\r\n${Papa.unparse(batch, { newline: '\r\n', escapeFormulae: FORMULA_START })}`);
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    count++;
    if (batch.length === 500) flush();
  }
  flush();
  sink.write('\r\n');
  return count;
}

function* kindRows(db: Db, kind: Kind, scope: ExportScope, columns: string[], singles: string[]): Generator<unknown[]> {
  for (const record of scopedRecords(db, kind.key, scope)) {
    yield [...columns.map((name) => cell(getPath(record, name))), ...singles.map((name) => joinListCell((record[name] as unknown[]) ?? []))];
  }
}

function* childRows(db: Db, kind: Kind, scope: ExportScope, childName: string, columns: string[]): Generator<unknown[]> {
  for (const record of scopedRecords(db, kind.key, scope)) {
    for (const item of (record[childName] as Record<string, unknown>[]) ?? []) yield [record.id, ...columns.map((name) => cell(item[name]))];
  }
}

/** Writes every kind's CSV file (and settings.csv when given) into `folder`; returns the file names. */
export function writeExportCsv(db: Db, folder: FolderSink, scope: ExportScope, settings?: Record<string, unknown>): string[] {
  const files: string[] = [];
  for (const kind of KINDS) {
    const children = Object.entries(kind.children ?? {}).filter(([name]) => name !== 'revisions');
    const singles = children.filter(([, child]) => child.single).map(([name]) => name);
    const columns = [...Object.keys(kind.fields).filter((name) => !LEFT_OUT[kind.key]?.includes(name)), ...(EXTRA[kind.key] ?? [])];
    const name = fileNameOf(kind.key);
    folder.file(name, (sink) => writeTable(sink, [...columns, ...singles], kindRows(db, kind, scope, columns, singles)));
    files.push(name);
    for (const [childName, child] of children.filter(([, c]) => !c.single)) {
      const childColumns = Object.keys(child.fields);
      const parentColumn = `${kind.key.replace(/s$/, '')}Id`;
      const childFile = fileNameOf(`${kind.key.replace(/s$/, '')}${childName[0]!.toUpperCase()}${childName.slice(1)}`);
      folder.file(childFile, (sink) => writeTable(sink, [parentColumn, ...childColumns], childRows(db, kind, scope, childName, childColumns)));
      files.push(childFile);
    }
  }
  if (settings) {
    folder.file('settings.csv', (sink) => writeTable(sink, ['key', 'value'], Object.entries(settings).map(([key, value]) => [key, JSON.stringify(value)])));
    files.push('settings.csv');
  }
  return files;
}

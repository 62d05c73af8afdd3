import { basename } from 'node:path';
import type { ColumnMapping, CsvImportResult, CsvPreview, LegacyEncoding, RejectedRow, RowProblem } from '../../../shared/contract';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/languages';
import { withBulkClientGrams } from '../../clients/client-grams';
import { createClient } from '../../clients/client-store';
import { codeHolder, codeKey, nextClientCode } from '../../clients/codes';
import type { Db } from '../../db/open';
import { checkClientRow, type NewClientFields, type RowValues } from './client-row';
import { guessMapping } from './guess-mapping';
import { parseTable } from './parse-table';
import { readCsvFile } from './read-file';

const PREVIEW_ROWS = 5;

interface Checked {
  fingerprint: string;
  preview: CsvPreview;
  good: { row: number; fields: NewClientFields }[];
  /** Every code the file names (as `codeKey`s), rejected rows' too: no row left without a code is given one of them. */
  fileCodes: Set<string>;
}

/**
 * Reads a CSV of clients and checks every row as the import would, against the practice as it
 * is: required name, known status and language, valid email and dates, codes and emails not
 * already taken (here or earlier in the file; codes compared as `codeHolder` does). Nothing is written.
 */
function checkFile(db: Db, file: CsvFile, language: Language): Checked {
  const { path } = file;
  const { text, encoding, fingerprint } = readCsvFile(path, language, file.encoding);
  const { delimiter, headers, records } = parseTable(text);
  const mapping = file.mapping ?? guessMapping(headers);
  // A guess that finds no name column is still previewed: the coach chooses the column, or sees
  // the column names garbled and chooses another encoding. Every row then lacks a name.
  if (file.mapping && (!mapping.name || !headers.includes(mapping.name))) {
    throw new AppError('CSV_NO_NAME_COLUMN', `Coachdesk could not tell which column of ${basename(path)} holds the clients' names. Choose the name column in the mapping; nothing was imported.`, {
      file: basename(path),
    });
  }
  const columnOf = Object.entries(mapping).flatMap(([field, header]) => {
    const index = headers.indexOf(header);
    return index >= 0 ? [[field, index] as const] : [];
  });
  const codeTaken = { get: (code: string) => codeHolder(db, code) !== undefined };
  const emailTaken = db.prepare('SELECT 1 FROM clients WHERE lower(email) = lower(?)').pluck();
  const seenCodes = new Set<string>();
  const seenEmails = new Set<string>();
  const fileCodes = new Set<string>();
  const rejected: RejectedRow[] = [];
  const good: Checked['good'] = [];
  const preview: CsvPreview['preview'] = [];

  for (const record of records) {
    const values: RowValues = Object.fromEntries(columnOf.map(([field, index]) => [field, record.cells[index] ?? '']));
    const shown: CsvPreview['preview'][number] = { row: record.row, values };
    if (preview.length < PREVIEW_ROWS) preview.push(shown);
    if (values.code?.trim()) fileCodes.add(codeKey(values.code.trim()));
    if (record.broken) {
      rejected.push({ row: record.row, problems: [{ field: null, code: 'brokenRow' }] });
      continue;
    }
    const { fields, problems, ...read } = checkClientRow(values, language);
    if (read.startDate) shown.startDate = read.startDate;
    if (read.status) shown.status = read.status;
    if (read.language) shown.language = read.language;
    const duplicate = (field: 'code' | 'email', seen: Set<string>, taken: { get(value: string): unknown }) => {
      const typed = fields?.[field];
      const value = typed && (field === 'code' ? codeKey(typed) : typed.toLocaleLowerCase('und'));
      if (!typed || !value) return;
      const problem: RowProblem = { field, code: seen.has(value) ? 'duplicateInFile' : field === 'code' ? 'codeTaken' : 'emailTaken', value: typed };
      // The practice is asked with the value as typed, as saving the client will ask it.
      if (seen.has(value) || taken.get(typed)) problems.push(problem);
      seen.add(value);
    };
    duplicate('code', seenCodes, codeTaken);
    duplicate('email', seenEmails, emailTaken);
    if (fields && problems.length === 0) good.push({ row: record.row, fields });
    else rejected.push({ row: record.row, problems });
  }
  return { fingerprint, good, fileCodes, preview: { fingerprint, delimiter, encoding, headers, mapping, preview, rows: records.length, accepted: good.length, rejected } };
}

/** A CSV as the coach chose it: its columns' mapping (else guessed), and the legacy encoding to read it in (else guessed). */
interface CsvFile {
  path: string;
  mapping?: ColumnMapping | undefined;
  encoding?: LegacyEncoding | undefined;
}

export function previewCsvImport(db: Db, file: CsvFile, language: Language): CsvPreview {
  return checkFile(db, file, language).preview;
}

/**
 * Imports the good rows in one transaction, or nothing: while any row is rejected the coach
 * must say to import the good ones (`acceptGoodRows`), and the file must be the one previewed.
 */
export function commitCsvImport(db: Db, input: CsvFile & { fingerprint: string; acceptGoodRows: boolean }, language: Language, now: string): CsvImportResult {
  const checked = checkFile(db, input, language);
  if (checked.fingerprint !== input.fingerprint) {
    throw new AppError('CSV_CHANGED', `${basename(input.path)} changed after it was checked. Check it again before importing; nothing was imported.`, { file: basename(input.path) });
  }
  const { rejected } = checked.preview;
  if (rejected.length > 0 && !input.acceptGoodRows) {
    throw new AppError('CSV_HAS_ERRORS', `${rejected.length} rows of ${basename(input.path)} cannot be imported (the first is row ${rejected[0]!.row}). Correct them, or choose to import only the good rows; nothing was imported.`, {
      count: rejected.length,
      row: rejected[0]!.row,
    });
  }
  // A row without a code is given the next free one that the file does not name: given C0001
  // before a later row that names C0001 was saved, that row would stop the whole import.
  const clientIds = db.transaction(() => withBulkClientGrams(db, () => checked.good.map(({ fields }) => createClient(db, { ...fields, code: fields.code ?? nextClientCode(db, checked.fileCodes) }, now).id)))();
  return { imported: clientIds.length, rejected, clientIds };
}

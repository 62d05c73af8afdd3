import { z } from 'zod';
import { AbsolutePath } from '../settings';
import { unlockedMethod } from './define';
import { ClientStatus } from './clients';
import { Language } from '../languages';

const Id = z.number().int().positive();
const Counts = z.record(z.string(), z.number().int().min(0));

/** Our fields a CSV column can fill when importing clients (the CLI's --map uses these names). */
export const ImportField = z.enum([
  'name',
  'preferredName',
  'email',
  'phone',
  'code',
  'status',
  'language',
  'timeZone',
  'tags',
  'startDate',
  'referralSource',
  'background',
  'icfConsent',
]);
export type ImportField = z.infer<typeof ImportField>;

/** Our field → the file's column header; a field left out is not imported. */
export const ColumnMapping = z.partialRecord(ImportField, z.string().max(500));
export type ColumnMapping = z.infer<typeof ColumnMapping>;

/** Why a row cannot be imported, per field; the UI words each code, the CLI prints them. */
export const RowProblem = z.object({
  field: ImportField.nullable(),
  code: z.enum(['required', 'invalid', 'tooLong', 'unknownStatus', 'unknownLanguage', 'unknownTimeZone', 'badDate', 'badYear', 'badEmail', 'badYesNo', 'codeTaken', 'duplicateInFile', 'emailTaken', 'brokenRow', 'unreadable']),
  /** The value as found in the file (cut short), when that helps. */
  value: z.string().optional(),
});
export type RowProblem = z.infer<typeof RowProblem>;

export const RejectedRow = z.object({ row: z.number().int(), problems: z.array(RowProblem) });
export type RejectedRow = z.infer<typeof RejectedRow>;

/**
 * The encodings a file that is not UTF-8 is read in: each the "CSV" a spreadsheet program saves on
 * a computer set to Bulgarian (Cyrillic), Persian (Arabic script) or English and Malay (Western).
 */
export const LegacyEncoding = z.enum(['windows-1251', 'windows-1256', 'windows-1252']);
export type LegacyEncoding = z.infer<typeof LegacyEncoding>;

/** How a CSV's bytes were read: Unicode as its byte-order mark or its bytes say, otherwise a legacy encoding. */
export const CsvEncoding = z.enum(['utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be', ...LegacyEncoding.options]);
export type CsvEncoding = z.infer<typeof CsvEncoding>;

export const CsvPreview = z.object({
  /** Changes if the file changes; the import refuses a file that differs from the one previewed. */
  fingerprint: z.string(),
  delimiter: z.enum([',', ';']),
  /** A legacy encoding is guessed unless the coach chose it: the UI asks them to check the names. */
  encoding: CsvEncoding,
  headers: z.array(z.string()),
  mapping: ColumnMapping,
  /** The first rows as they would be imported (row: the spreadsheet row number, the header being row 1). */
  preview: z.array(
    z.object({
      row: z.number().int(),
      values: z.partialRecord(ImportField, z.string()),
      /** The start date as it will be stored, when the row's could be read: a Jalali date converted, to show which day it is. */
      startDate: z.string().optional(),
      /** The status the row's word names, in any of the four languages, when it names one. */
      status: ClientStatus.optional(),
      /** The document language the row's word names, in any of the ways the import reads it. */
      language: Language.optional(),
    }),
  ),
  rows: z.number().int(),
  accepted: z.number().int(),
  rejected: z.array(RejectedRow),
});
export type CsvPreview = z.infer<typeof CsvPreview>;

/** The legacy encoding to read a file that is not Unicode in; without it, guessed. A Unicode file ignores it. */
const CsvFileEncoding = LegacyEncoding.optional();

export const CsvImportResult = z.object({
  imported: z.number().int(),
  /** Rows left out; nothing is imported while there are any unless `acceptGoodRows` was set. */
  rejected: z.array(RejectedRow),
  clientIds: z.array(Id),
});
export type CsvImportResult = z.infer<typeof CsvImportResult>;

export const JsonImportReport = z.object({
  /** restore: the whole practice came back with its numbers; merge: clients were added to this one. */
  mode: z.enum(['restore', 'merge']),
  counts: Counts,
  skippedClients: z.array(z.object({ code: z.string(), fullName: z.string() })),
  renamedCodes: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type JsonImportReport = z.infer<typeof JsonImportReport>;

export const JsonExportInspection = z.object({
  formatVersion: z.number().int(),
  exportedAt: z.string(),
  appVersion: z.string(),
  scope: z.enum(['practice', 'client']),
  counts: Counts,
  /** What importing it here would do. */
  mode: z.enum(['restore', 'merge']),
});
export type JsonExportInspection = z.infer<typeof JsonExportInspection>;

/**
 * What older backups still hold of an erased client. Backups in the backup folder are pruned
 * by the retention settings; `holdsUntil` is the day the last of those holding the client is
 * expected to go (Coachdesk backing up daily), null when none holds them.
 */
export const BackupNotice = z.object({
  backupsHoldingClient: z.number().int(),
  holdsUntil: z.string().nullable(),
  /** Damaged or newer backups are never pruned automatically: they stay until the coach deletes them. */
  keptUntilDeleted: z.number().int(),
  /** The backup folder could not be read (a drive unplugged): nothing could be counted. */
  folderUnreachable: z.boolean(),
  folder: z.string(),
});
export type BackupNotice = z.infer<typeof BackupNotice>;

export const RetentionCandidate = z.object({
  id: Id,
  code: z.string(),
  fullName: z.string(),
  /** The later of the last session and the agreement's end (else when the client was added). */
  endedOn: z.string(),
  sessions: z.number().int(),
  archived: z.boolean(),
});
export type RetentionCandidate = z.infer<typeof RetentionCandidate>;

export const IcfLogSummary = z.object({
  path: z.string(),
  clients: z.number().int(),
  /** Listed without name and email: they have not agreed to be named. */
  anonymous: z.number().int(),
  paidHours: z.number(),
  proBonoHours: z.number(),
});
export type IcfLogSummary = z.infer<typeof IcfLogSummary>;

const Path = AbsolutePath;

export const dataExportContract = {
  /** Every current client and their records, the templates and settings, as one JSON file (plain text). */
  'export.json': unlockedMethod(z.object({ path: Path }).strict(), z.object({ path: z.string(), counts: Counts })),
  /** The same records as CSV files, one per kind, in a new folder at `path`. */
  'export.csv': unlockedMethod(z.object({ path: Path }).strict(), z.object({ path: z.string(), files: z.array(z.string()) })),
  /** One client's records as JSON and a readable PDF in a new folder: for a client who asks for their data. */
  'export.client': unlockedMethod(
    z.object({ clientId: Id, path: Path, notes: z.enum(['shareable', 'all']).default('shareable') }).strict(),
    z.object({ path: z.string(), files: z.array(z.string()) }),
  ),
  /** The ICF coaching log as CSV: completed sessions' hours per client, named only with consent. */
  'export.icfLog': unlockedMethod(z.object({ path: Path }).strict(), IcfLogSummary),
  'import.inspectJson': unlockedMethod(z.object({ path: Path }).strict(), JsonExportInspection),
  'import.json': unlockedMethod(z.object({ path: Path }).strict(), JsonImportReport),
  /** Reads a CSV of clients and says what importing it would do; nothing is written. */
  'import.csvPreview': unlockedMethod(z.object({ path: Path, mapping: ColumnMapping.optional(), encoding: CsvFileEncoding }).strict(), CsvPreview),
  /** Imports the previewed file's good rows in one transaction; with rejected rows only when `acceptGoodRows`. */
  'import.csvCommit': unlockedMethod(
    z.object({ path: Path, mapping: ColumnMapping, encoding: CsvFileEncoding, fingerprint: z.string().max(128), acceptGoodRows: z.boolean().default(false) }).strict(),
    CsvImportResult,
  ),
  /** What erasing this client would leave in older backups, before the coach confirms. */
  'clients.erasePreview': unlockedMethod(z.object({ id: Id }).strict(), BackupNotice),
  /** Deletes a client in the trash for good: every row, revision and search entry, overwritten on disk. */
  'clients.erase': unlockedMethod(z.object({ id: Id }).strict(), z.object({ erased: z.literal(true), notice: BackupNotice })),
  /** Completed clients whose coaching ended more than `retentionYears` ago, not kept at a review in the last year. */
  'retention.review': unlockedMethod(z.object({}).strict(), z.object({ years: z.number().int(), clients: z.array(RetentionCandidate) })),
  /** The coach keeps a client at a review: not listed again for a year. */
  'retention.keep': unlockedMethod(z.object({ id: Id }).strict(), z.object({ reviewedAt: z.string() })),
};

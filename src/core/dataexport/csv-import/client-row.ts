import type { z } from 'zod';
import { ClientFields, ClientStatus, type ImportField, type RowProblem } from '../../../shared/contract';
import { toLatinDigits } from '../../../shared/i18n/digits';
import { type DayReading, readDay } from '../../../shared/i18n/jalali-day';
import { messages } from '../../../shared/i18n/messages';
import { LANGUAGE_NAME, LANGUAGES, type Language } from '../../../shared/languages';
import { isValidTimeZone } from '../../../shared/time-zones';
import { foldHeader } from './guess-mapping';
import { FORMULA_START } from '../write-csv';
import { splitListCell } from '../list-cell';

export type RowValues = Partial<Record<ImportField, string>>;

/** Status names as each language's UI shows them, so a list exported from Coachdesk in Persian reads back. */
const STATUS_WORDS = new Map<string, ClientStatus>();
for (const status of ClientStatus.options) {
  STATUS_WORDS.set(foldHeader(status), status);
  for (const language of LANGUAGES) {
    const word = (messages[language] as { clients?: { statuses?: Record<string, string> } }).clients?.statuses?.[status];
    if (word) STATUS_WORDS.set(foldHeader(word), status);
  }
}

const LANGUAGE_WORDS = new Map<string, Language>();
for (const language of LANGUAGES) {
  LANGUAGE_WORDS.set(language, language);
  LANGUAGE_WORDS.set(foldHeader(LANGUAGE_NAME[language]), language);
}
for (const [word, language] of [['english', 'en'], ['bulgarian', 'bg'], ['persian', 'fa'], ['farsi', 'fa'], ['malay', 'ms'], ['български', 'bg'], ['فارسی', 'fa'], ['melayu', 'ms']] as const) {
  LANGUAGE_WORDS.set(foldHeader(word), language);
}

const YES = new Set(['yes', 'y', 'true', '1', 'да', 'بله', 'آری', 'ya', 'x', '✓'].map(foldHeader));
const NO = new Set(['no', 'n', 'false', '0', 'не', 'خیر', 'نه', 'tidak', 'tak'].map(foldHeader));

/**
 * 2024-03-15 or 2024/03/15, or 15.03.2024 as Bulgarian and other European lists write it; a
 * Jalali date (1403/05/12 or 1403-05-12, as Persian spreadsheets write it) is converted
 * (jalali-day.ts). Persian and Arabic-Indic digits read too, and the direction marks a
 * right-to-left spreadsheet may leave around a date are ignored.
 */
function readStartDate(text: string): DayReading {
  const value = toLatinDigits(text.replace(/[\u200e\u200f\u061c]/g, '').trim());
  const yearFirst = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/.exec(value);
  const dayFirst = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  const [year, month, day] = yearFirst ? [yearFirst[1], yearFirst[3], yearFirst[4]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : [];
  return year ? readDay(Number(year), Number(month), Number(day)) : { problem: 'badDate' };
}

const shown = (value: string) => (value.length > 80 ? `${value.slice(0, 80)}…` : value);

export type NewClientFields = z.output<typeof ClientFields>;

export interface CheckedRow {
  fields: NewClientFields | null;
  problems: RowProblem[];
  /** The start date as it will be stored (a Jalali date converted), for the preview, even when another field keeps the row out. */
  startDate: string | null;
  /** The status the row's word names ("Пауза", "aktif"), for the preview, likewise. */
  status: ClientStatus | null;
  /** The document language the row's word names ("bg", "Bahasa Melayu"), likewise. */
  language: Language | null;
}

/**
 * The apostrophe a CSV export puts before text a spreadsheet would take for a formula
 * (write-csv.ts), taken off again: Coachdesk's own clients.csv reads back as it was written.
 */
function withoutFormulaGuard(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/**
 * One row's values as a new client, or the problems that keep it out, per field. Values are
 * trimmed; an empty cell leaves the field empty. `documentLanguage` is the practice's language
 * for rows that do not name one.
 */
export function checkClientRow(values: RowValues, documentLanguage: Language): CheckedRow {
  const problems: RowProblem[] = [];
  const text = (field: ImportField) => withoutFormulaGuard(values[field]?.trim() ?? '');
  const problem = (field: ImportField, code: RowProblem['code']) => problems.push({ field, code, value: shown(text(field)) });

  const fields: Record<string, unknown> = { fullName: text('name'), tags: [], documentLanguage };
  // Bytes the file's encoding could not read (read-file.ts): the value would be stored garbled.
  for (const field of Object.keys(values) as ImportField[]) if (text(field).includes('\uFFFD')) problem(field, 'unreadable');
  if (!fields.fullName) problems.push({ field: 'name', code: 'required' });
  for (const [field, key] of [['preferredName', 'preferredName'], ['email', 'email'], ['phone', 'phone'], ['code', 'code'], ['referralSource', 'referralSource'], ['background', 'background']] as const) {
    if (text(field)) fields[key] = text(field);
  }
  if (text('status')) {
    const status = STATUS_WORDS.get(foldHeader(text('status')));
    if (status) fields.status = status;
    else problem('status', 'unknownStatus');
  }
  const language = text('language') ? (LANGUAGE_WORDS.get(foldHeader(text('language'))) ?? null) : null;
  if (language) fields.documentLanguage = language;
  else if (text('language')) problem('language', 'unknownLanguage');
  if (text('timeZone')) {
    if (isValidTimeZone(text('timeZone'))) fields.timeZone = text('timeZone');
    else problem('timeZone', 'unknownTimeZone');
  }
  if (text('startDate')) {
    const read = readStartDate(text('startDate'));
    if ('day' in read) fields.startDate = read.day;
    else problem('startDate', read.problem);
  }
  if (text('tags')) fields.tags = splitListCell(text('tags'));
  if (text('icfConsent')) {
    const answer = foldHeader(text('icfConsent'));
    if (YES.has(answer)) fields.icfConsent = true;
    else if (NO.has(answer)) fields.icfConsent = false;
    else problem('icfConsent', 'badYesNo');
  }

  const parsed = ClientFields.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])] ?? null;
      if (field && problems.some((p) => p.field === field)) continue;
      const code = field === 'email' ? 'badEmail' : issue.code === 'too_big' ? 'tooLong' : 'invalid';
      if (field) problem(field, code);
      else problems.push({ field: null, code });
    }
  }
  return {
    fields: problems.length === 0 && parsed.success ? parsed.data : null,
    problems,
    startDate: (fields.startDate as string | undefined) ?? null,
    status: (fields.status as ClientStatus | undefined) ?? null,
    language,
  };
}

const FIELD_OF: Record<string, ImportField> = {
  fullName: 'name',
  preferredName: 'preferredName',
  email: 'email',
  phone: 'phone',
  code: 'code',
  tags: 'tags',
  referralSource: 'referralSource',
  background: 'background',
};

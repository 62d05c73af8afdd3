import Papa from 'papaparse';
import type { IcfLogSummary } from '../../shared/contract';
import type { Language } from '../../shared/languages';
import type { Db } from '../db/open';
import { writeFileStreamed } from '../fs/atomic-stream';
import { checkExportFile } from '../fs/export-target';
import { documentText } from '../reports/kit';
import { FORMULA_START } from './write-csv';

interface SessionRow {
  client_id: number;
  code: string;
  full_name: string;
  email: string | null;
  icf_consent: number;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  pro_bono: number;
}

export interface IcfLogRow {
  code: string;
  /** Empty unless the client agreed to be named in the log. */
  name: string;
  email: string;
  firstSession: string;
  lastSession: string;
  paidMinutes: number;
  proBonoMinutes: number;
}

/** One formatter a zone: making one costs more than a hundred uses (a long career has 400,000 sessions). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function localDay(iso: string, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format.format(new Date(iso));
}

/**
 * The coaching log an ICF credential application asks for: per client, the first and last
 * session and the hours, paid and pro bono. Only sessions marked completed count (scheduled,
 * cancelled and no-show ones are not coaching hours); clients in the trash are left out.
 * Dates are the sessions' own local days. A client who has not agreed to be named appears with
 * their code only.
 */
export function icfLogRows(db: Db): IcfLogRow[] {
  const sessions = db
    .prepare(
      `SELECT s.client_id, c.code, c.full_name, c.email, c.icf_consent, s.starts_at, s.ends_at, s.time_zone, s.pro_bono
       FROM sessions s JOIN clients c ON c.id = s.client_id
       WHERE s.status = 'completed' AND c.trashed_at IS NULL
       ORDER BY s.client_id, s.starts_at`,
    )
    .all() as SessionRow[];
  const byClient = new Map<number, IcfLogRow>();
  for (const session of sessions) {
    const day = localDay(session.starts_at, session.time_zone);
    const minutes = Math.round((Date.parse(session.ends_at) - Date.parse(session.starts_at)) / 60_000);
    let row = byClient.get(session.client_id);
    if (!row) {
      const named = session.icf_consent === 1;
      row = { code: session.code, name: named ? session.full_name : '', email: named ? (session.email ?? '') : '', firstSession: day, lastSession: day, paidMinutes: 0, proBonoMinutes: 0 };
      byClient.set(session.client_id, row);
    }
    if (day < row.firstSession) row.firstSession = day;
    if (day > row.lastSession) row.lastSession = day;
    if (session.pro_bono === 1) row.proBonoMinutes += minutes;
    else row.paidMinutes += minutes;
  }
  return [...byClient.values()].sort((a, b) => a.firstSession.localeCompare(b.firstSession) || a.code.localeCompare(b.code));
}

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** Writes the log as CSV (headers in `language`, hours with a decimal point, for spreadsheets). */
export function writeIcfLog(db: Db, path: string, language: Language): IcfLogSummary {
  checkExportFile(path);
  const t = documentText(language);
  const rows = icfLogRows(db);
  const fields = ['name', 'email', 'code', 'type', 'firstSession', 'lastSession', 'paidHours', 'proBonoHours'].map((key) => t(`dataexport.icf.columns.${key}`));
  const data = rows.map((row) => [row.name, row.email, row.code, t('dataexport.icf.individual'), row.firstSession, row.lastSession, hours(row.paidMinutes).toFixed(2), hours(row.proBonoMinutes).toFixed(2)]);
  writeFileStreamed(path, (sink) => sink.write(`\uFEFF${Papa.unparse({ fields, data }, { newline: '\r\n', escapeFormulae: FORMULA_START })}\r\n`));
  return {
    path,
    clients: rows.length,
    anonymous: rows.filter((row) => !row.name).length,
    paidHours: hours(rows.reduce((sum, row) => sum + row.paidMinutes, 0)),
    proBonoHours: hours(rows.reduce((sum, row) => sum + row.proBonoMinutes, 0)),
  };
}

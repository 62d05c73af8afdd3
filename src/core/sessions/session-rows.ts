import type { Session } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import type { Db } from '../db/open';
import { cachedStatement } from '../db/statements';

export interface SessionRow {
  id: number;
  client_id: number;
  series_id: number | null;
  occurrence_start: string | null;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  type: Session['type'];
  location: string | null;
  title: string | null;
  status: Session['status'];
  reminder_minutes: number | null;
  reminded_at: string | null;
  pro_bono: number;
  detached: number;
  created_at: string;
  updated_at: string;
}

export interface SeriesRow {
  id: number;
  client_id: number;
  rrule: string;
  local_start: string;
  time_zone: string;
  minutes: number;
  type: Session['type'];
  location: string | null;
  title: string | null;
  reminder_minutes: number | null;
  pro_bono: number;
  created_at: string;
  updated_at: string;
}

type JoinedRow = SessionRow & { client_name: string; client_code: string; client_time_zone: string; series_rule: string | null };

/** Sessions with what a list or calendar shows of their client and series. */
export const SESSION_SELECT = `
  SELECT s.*, c.full_name AS client_name, c.code AS client_code, c.time_zone AS client_time_zone, r.rrule AS series_rule
  FROM sessions s JOIN clients c ON c.id = s.client_id LEFT JOIN session_series r ON r.id = s.series_id`;

/** Statuses that take up the coach's time (a cancelled slot is free again). */
export const OCCUPYING = "('scheduled', 'completed', 'no_show')";

export function toSession(row: JoinedRow): Session {
  return {
    id: row.id,
    clientId: row.client_id,
    clientName: row.client_name,
    clientCode: row.client_code,
    clientTimeZone: row.client_time_zone,
    seriesId: row.series_id,
    occurrenceStart: row.occurrence_start,
    start: row.starts_at,
    end: row.ends_at,
    minutes: Math.round((Date.parse(row.ends_at) - Date.parse(row.starts_at)) / 60_000),
    timeZone: row.time_zone,
    type: row.type,
    location: row.location,
    title: row.title,
    status: row.status,
    reminderMinutes: row.reminder_minutes,
    proBono: row.pro_bono === 1,
    repeat: row.series_rule,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

type Params = Record<string, unknown> | unknown[];

export function selectSessions(db: Db, where: string, params: Params = {}, tail = 'ORDER BY s.starts_at, s.id'): Session[] {
  return prepareSessions(db, where, tail)(params);
}

/** selectSessions compiled once, for a caller that runs it many times. */
export function prepareSessions(db: Db, where: string, tail = 'ORDER BY s.starts_at, s.id'): (params: Params) => Session[] {
  const statement = db.prepare(`${SESSION_SELECT} WHERE ${where} ${tail}`);
  return (params) => (statement.all(params) as JoinedRow[]).map(toSession);
}

export function getSession(db: Db, id: number): Session {
  const [session] = selectSessions(db, 's.id = ?', [id]);
  if (!session) throw new AppError('NOT_FOUND', `There is no session number ${id}. It may have been deleted with its client.`);
  return session;
}

export function getSessionRow(db: Db, id: number): SessionRow {
  const row = cachedStatement(db, 'SELECT * FROM sessions WHERE id = ?').get(id) as SessionRow | undefined;
  if (!row) throw new AppError('NOT_FOUND', `There is no session number ${id}. It may have been deleted with its client.`);
  return row;
}

export function getSeriesRow(db: Db, id: number): SeriesRow {
  return cachedStatement(db, 'SELECT * FROM session_series WHERE id = ?').get(id) as SeriesRow;
}

export function seriesRows(db: Db, seriesId: number): SessionRow[] {
  return db.prepare('SELECT * FROM sessions WHERE series_id = ? ORDER BY occurrence_start').all(seriesId) as SessionRow[];
}

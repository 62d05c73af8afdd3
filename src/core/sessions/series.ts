import { DateTime } from 'luxon';
import type { Session } from '../../shared/contract';
import { parseRepeatRule } from '../../shared/scheduling/repeat-rule';
import type { Db } from '../db/open';
import { dropExdatesFrom, moveExdates } from './exdates';
import { endRuleBefore, occurrencesOf, withCount } from './recurrence';
import { getSeriesRow, type SeriesRow, type SessionRow } from './session-rows';
import { inZone, localText, storedAt, toStored } from './time';
import { cachedStatement } from '../db/statements';

/** What a session or series shares besides its times. */
export interface Details {
  type: Session['type'];
  location: string | null;
  title: string | null;
  reminderMinutes: number | null;
  proBono: boolean;
}

export interface NewSession extends Details {
  clientId: number;
  seriesId: number | null;
  occurrenceStart: DateTime | null;
  start: DateTime;
  minutes: number;
  zone: string;
  /** New sessions are scheduled; sessions recorded after the fact (imports, demo data) are not. */
  status?: Session['status'];
}

export function insertSession(db: Db, session: NewSession, now: string): number {
  return insertSessions(db, [session], now)[0]!;
}

const SESSION_COLUMNS = '(client_id, series_id, occurrence_start, starts_at, ends_at, time_zone, type, location, title, status, reminder_minutes, pro_bono, created_at, updated_at)';
/** Rows per INSERT: one statement for a series' sessions costs about half as much as one per session. */
const SESSIONS_PER_STATEMENT = 50;

/** Inserts the sessions in order and returns their ids in the same order. */
export function insertSessions(db: Db, sessions: readonly NewSession[], now: string): number[] {
  const ids: number[] = [];
  for (let from = 0; from < sessions.length; from += SESSIONS_PER_STATEMENT) {
    const chunk = sessions.slice(from, from + SESSIONS_PER_STATEMENT);
    const values: unknown[] = [];
    for (const session of chunk) {
      // From milliseconds: adding minutes to a zoned time asks the zone for offsets again, slowly.
      const startMs = session.start.toMillis();
      values.push(
        session.clientId,
        session.seriesId,
        session.occurrenceStart ? toStored(session.occurrenceStart) : null,
        storedAt(startMs),
        storedAt(startMs + session.minutes * 60_000),
        session.zone,
        session.type,
        session.location,
        session.title,
        session.status ?? 'scheduled',
        session.reminderMinutes,
        session.proBono ? 1 : 0,
        now,
        now,
      );
    }
    const placeholders = Array.from({ length: chunk.length }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
    const { lastInsertRowid } = cachedStatement(db, `INSERT INTO sessions ${SESSION_COLUMNS} VALUES ${placeholders}`).run(values);
    // One statement's rows take consecutive ids (INTEGER PRIMARY KEY, one writer), the last one reported.
    const last = Number(lastInsertRowid);
    for (let i = chunk.length - 1; i >= 0; i--) ids.push(last - i);
  }
  return ids;
}

export interface NewSeries extends Details {
  clientId: number;
  rule: string;
  localStart: string;
  zone: string;
  minutes: number;
}

export function insertSeries(db: Db, series: NewSeries, now: string): number {
  const { lastInsertRowid } = cachedStatement(
    db,
    `INSERT INTO session_series (client_id, rrule, local_start, time_zone, minutes, type, location, title, reminder_minutes, pro_bono, created_at, updated_at)
     VALUES (@clientId, @rule, @localStart, @zone, @minutes, @type, @location, @title, @reminderMinutes, @proBono, @now, @now)`,
  ).run({ ...series, proBono: series.proBono ? 1 : 0, now });
  return Number(lastInsertRowid);
}

/** Rows for every occurrence of a series that has none yet; scheduled unless `statuses` (one per occurrence) says otherwise. */
export function materialise(db: Db, seriesId: number, occurrences: DateTime[], now: string, statuses?: readonly Session['status'][]): number[] {
  const series = getSeriesRow(db, seriesId);
  const details = detailsOf(series);
  return insertSessions(
    db,
    occurrences.map((start, i) => ({ ...details, clientId: series.client_id, seriesId, occurrenceStart: start, start, minutes: series.minutes, zone: series.time_zone, status: statuses?.[i] })),
    now,
  );
}

export function detailsOf(row: SeriesRow | SessionRow): Details {
  return { type: row.type, location: row.location, title: row.title, reminderMinutes: row.reminder_minutes, proBono: row.pro_bono === 1 };
}

/**
 * Where an edit of "all" begins: sessions that already happened stay as they were, so the
 * first occurrence still to come — or the edited one, if it is earlier.
 */
export function pivotForAll(db: Db, seriesId: number, edited: SessionRow, now: string): string {
  const firstUpcoming = db
    .prepare("SELECT min(occurrence_start) FROM sessions WHERE series_id = ? AND status = 'scheduled' AND starts_at >= ?")
    .pluck()
    .get(seriesId, now) as string | null;
  return firstUpcoming !== null && firstUpcoming < edited.occurrence_start! ? firstUpcoming : edited.occurrence_start!;
}

/**
 * Splits a series so the occurrences from `pivot` on form their own series (same rule,
 * remaining count), and the original ends just before. Rows keep their identity: they are
 * only re-linked. Returns the series that now holds `pivot`.
 */
function instancesBefore(series: SeriesRow, pivot: string): number {
  return occurrencesOf(series.rrule, series.local_start, series.time_zone).filter((o) => toStored(o) < pivot).length;
}

/**
 * `rule` (the series' own, or one the coach set for it) from `pivot` on: its COUNT is the whole
 * series' (the form shows it so), so only what is left of it once the earlier sessions are counted.
 */
export function ruleFrom(rule: string, series: SeriesRow, pivot: string): string {
  const parts = parseRepeatRule(rule);
  if ('problem' in parts || parts.count === null) return rule;
  return withCount(rule, Math.max(1, parts.count - instancesBefore(series, pivot)));
}

export function splitSeries(db: Db, series: SeriesRow, pivot: string, now: string): number {
  const earlierRows = db.prepare('SELECT count(*) FROM sessions WHERE series_id = ? AND occurrence_start < ?').pluck().get(series.id, pivot) as number;
  if (earlierRows === 0 && instancesBefore(series, pivot) === 0) return series.id;
  const pivotLocal = inZone(pivot, series.time_zone);
  const tailRule = ruleFrom(series.rrule, series, pivot);
  const tailId = insertSeries(
    db,
    { ...detailsOf(series), clientId: series.client_id, rule: tailRule, localStart: localText(pivotLocal), zone: series.time_zone, minutes: series.minutes },
    now,
  );
  moveExdates(db, series.id, tailId, pivot);
  truncateSeries(db, series, pivot, now);
  db.prepare('UPDATE sessions SET series_id = ? WHERE series_id = ? AND occurrence_start >= ?').run(tailId, series.id, pivot);
  return tailId;
}

/** Ends a series' rule just before `pivot` (the rows stay, linked, for history; deleted occurrences from there on are forgotten). */
export function truncateSeries(db: Db, series: SeriesRow, pivot: string, now: string): void {
  const rule = endRuleBefore(series.rrule, DateTime.fromISO(pivot, { zone: 'utc' }).setZone(series.time_zone));
  db.prepare('UPDATE session_series SET rrule = ?, updated_at = ? WHERE id = ?').run(rule, now, series.id);
  dropExdatesFrom(db, series.id, pivot);
}

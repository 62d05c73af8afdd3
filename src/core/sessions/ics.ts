import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { type ICalCalendar } from 'ical-generator';
import type { DateTime } from 'luxon';
import type { Session } from '../../shared/contract';
import { groupBy } from '../../shared/group-by';
import type { Db } from '../db/open';
import { occurrencesOf } from './recurrence';
import type { SeriesRow } from './session-rows';
import { selectSessions } from './session-rows';
import { inZone, toStored } from './time';

export interface IcsOptions {
  /** Show client codes instead of names (and leave out titles and places, which may name them). */
  useCodes: boolean;
  clientId?: number | null;
}

const GONE = new Set<Session['status']>(['cancelled', 'late_cancelled']);

/**
 * An RFC 5545 calendar of every session of current clients. A series is one event with
 * its RRULE (UNTIL in UTC, as the RFC asks when DTSTART has a zone), EXDATEs for the
 * occurrences that were cancelled, and a RECURRENCE-ID override for each one edited on its
 * own. Times carry their IANA zone with a VTIMEZONE, so calendar apps show each at the
 * right local time wherever the reader is.
 */
export function exportIcs(db: Db, options: IcsOptions): { ics: string; events: number } {
  const calendar = ical({ name: 'Coachdesk', prodId: { company: 'Coachdesk', product: 'Coachdesk', language: 'EN' }, timezone: { name: null, generator: getVtimezoneComponent } });
  const clientFilter = options.clientId ? ' AND s.client_id = @clientId' : '';
  const sessions = selectSessions(db, `c.trashed_at IS NULL${clientFilter}`, { clientId: options.clientId ?? null });
  const seriesIds = [...new Set(sessions.map((s) => s.seriesId).filter((id): id is number => id !== null))];
  const series = new Map(
    (db.prepare('SELECT * FROM session_series WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(seriesIds)) as SeriesRow[]).map((row) => [row.id, row]),
  );
  const instances = new Map([...series.values()].map((row) => [row.id, occurrencesOf(row.rrule, row.local_start, row.time_zone)]));
  // Looked up once per series and per session, not searched: a long career holds hundreds of thousands of sessions.
  const seriesSessions = groupBy(
    sessions.filter((s) => s.seriesId !== null),
    (s) => s.seriesId!,
  );
  const ruleMoments = new Map([...instances].map(([id, occurrences]) => [id, new Set(occurrences.map((o) => toStored(o)))]));

  let events = 0;
  for (const row of series.values()) {
    const occurrences = instances.get(row.id)!;
    if (occurrences.length === 0) continue;
    const ofSeries = seriesSessions.get(row.id) ?? [];
    const rows = new Map(ofSeries.map((s) => [s.occurrenceStart, s]));
    const excluded = occurrences.filter((o) => {
      const session = rows.get(toStored(o));
      return !session || GONE.has(session.status);
    });
    if (excluded.length === occurrences.length) continue;
    const first = rows.get(toStored(occurrences[0]!));
    addEvent(calendar, options, {
      uid: `series-${row.id}@coachdesk`,
      start: occurrences[0]!,
      minutes: row.minutes,
      sample: first ?? ofSeries[0]!,
      details: row,
      rrule: rruleLines(row.rrule, occurrences.at(-1)!, excluded),
    });
    events += 1;
  }
  for (const session of sessions) {
    if (GONE.has(session.status)) continue;
    const rule = session.seriesId === null ? undefined : series.get(session.seriesId);
    const inRule = rule && session.occurrenceStart !== null && ruleMoments.get(rule.id)!.has(session.occurrenceStart);
    if (inRule && !isOverride(session, rule)) continue;
    addEvent(calendar, options, {
      uid: inRule ? `series-${rule.id}@coachdesk` : `session-${session.id}@coachdesk`,
      start: inZone(session.start, session.timeZone),
      minutes: session.minutes,
      sample: session,
      details: { type: session.type, title: session.title, location: session.location },
      recurrenceId: inRule ? inZone(session.occurrenceStart!, rule.time_zone) : undefined,
    });
    events += 1;
  }
  return { ics: calendar.toString(), events };
}

function isOverride(session: Session, series: SeriesRow): boolean {
  return (
    session.start !== session.occurrenceStart ||
    session.minutes !== series.minutes ||
    session.timeZone !== series.time_zone ||
    session.title !== series.title ||
    session.location !== series.location ||
    session.type !== series.type ||
    session.status !== 'scheduled'
  );
}

/** The stored rule ends at a wall-clock time; in the file UNTIL must be UTC. */
function rruleLines(rule: string, last: DateTime, excluded: DateTime[]): string {
  const body = rule.replace(/UNTIL=[0-9T]+/, `UNTIL=${last.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`);
  const lines = [`RRULE:${body}`];
  for (const moment of excluded) lines.push(`EXDATE;TZID=${moment.zoneName}:${moment.toFormat("yyyyMMdd'T'HHmmss")}`);
  return lines.join('\r\n');
}

interface EventSpec {
  uid: string;
  start: DateTime;
  minutes: number;
  sample: Session;
  details: Pick<Session, 'type' | 'title' | 'location'>;
  rrule?: string;
  recurrenceId?: DateTime;
}

function addEvent(calendar: ICalCalendar, options: IcsOptions, spec: EventSpec): void {
  const who = options.useCodes ? spec.sample.clientCode : spec.sample.clientName;
  const title = !options.useCodes && spec.details.title ? ` — ${spec.details.title}` : '';
  calendar.createEvent({
    id: spec.uid,
    start: spec.start,
    end: spec.start.plus({ minutes: spec.minutes }),
    timezone: spec.start.zoneName,
    summary: `${who}${title}`,
    location: options.useCodes ? null : spec.details.location,
    categories: [{ name: spec.details.type.toUpperCase().replace('_', '-') }],
    repeating: spec.rrule ?? null,
    recurrenceId: spec.recurrenceId ?? null,
  });
}

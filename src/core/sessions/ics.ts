import ical, { type ICalCalendar } from 'ical-generator';
import type { DateTime } from 'luxon';
import type { Session } from '../../shared/contract';
import { parseRepeatRule } from '../../shared/scheduling/repeat-rule';
import type { Db } from '../db/open';
import { occurrencesOf } from './recurrence';
import type { SeriesRow } from './session-rows';
import { prepareSessions, selectSessions } from './session-rows';
import { inZone, toStored } from './time';
import { vtimezone } from './vtimezone';

export interface IcsOptions {
  /** Show client codes instead of names (and leave out titles and places, which may name them). */
  useCodes: boolean;
  clientId?: number | null;
}

const GONE = new Set<Session['status']>(['cancelled', 'late_cancelled']);

/**
 * An RFC 5545 calendar of every session of current clients. A series is one event with
 * its RRULE (UNTIL in UTC, as the RFC asks when DTSTART has a zone; RDATEs for one in Jalali
 * months, see `rdateLines`), EXDATEs for the
 * occurrences that were cancelled or deleted (a deleted one has no row; its series keeps it
 * among its exdates), and a RECURRENCE-ID override for each one edited on its own. Times carry
 * their IANA zone with a VTIMEZONE, so calendar apps show each at the right local time
 * wherever the reader is.
 *
 * Series are read one at a time, with their sessions: a long career holds hundreds of
 * thousands of sessions, and with all of them held at once the garbage collector took 40 %
 * of the time (5,000 clients).
 */
export function exportIcs(db: Db, options: IcsOptions): { ics: string; events: number } {
  const earliest = new Map<string, number>();
  const generator = (zone: string) => vtimezone(zone, earliest.get(zone), Date.now());
  const calendar = ical({ name: 'Coachdesk', prodId: { company: 'Coachdesk', product: 'Coachdesk', language: 'EN' }, timezone: { name: null, generator } });
  const clientFilter = options.clientId ? ' AND c.id = @clientId' : '';
  const params = { clientId: options.clientId ?? null };
  const allSeries = db.prepare(`SELECT r.* FROM session_series r JOIN clients c ON c.id = r.client_id WHERE c.trashed_at IS NULL${clientFilter} ORDER BY r.id`).all(params) as SeriesRow[];
  const sessionsOf = prepareSessions(db, 's.series_id = ?');
  let events = 0;
  for (const series of allSeries) events += addSeries(calendar, options, series, sessionsOf([series.id]));
  for (const session of selectSessions(db, `c.trashed_at IS NULL AND s.series_id IS NULL${clientFilter}`, params)) {
    if (GONE.has(session.status)) continue;
    addEvent(calendar, options, { uid: sessionUid(session), start: inZone(session.start, session.timeZone), minutes: session.minutes, sample: session, details: session });
    events += 1;
  }
  for (const event of calendar.events()) {
    const zone = event.timezone();
    const start = (event.start() as DateTime).toMillis();
    if (zone && start < (earliest.get(zone) ?? Infinity)) earliest.set(zone, start);
  }
  return { ics: calendar.toString(), events };
}

/** A series' event, and an event of its own for each of its sessions the rule does not describe; returns how many. */
function addSeries(calendar: ICalCalendar, options: IcsOptions, series: SeriesRow, sessions: Session[]): number {
  const occurrences = occurrencesOf(series.rrule, series.local_start, series.time_zone);
  const moments = occurrences.map((o) => toStored(o));
  const byOccurrence = new Map(sessions.map((s) => [s.occurrenceStart, s]));
  const excluded = occurrences.filter((_, i) => {
    const session = byOccurrence.get(moments[i]!);
    return !session || GONE.has(session.status);
  });
  const uid = `series-${series.id}@coachdesk`;
  let events = 0;
  if (excluded.length < occurrences.length) {
    addEvent(calendar, options, {
      uid,
      start: occurrences[0]!,
      minutes: series.minutes,
      sample: byOccurrence.get(moments[0]!) ?? sessions[0]!,
      details: series,
      rrule: followsPersianMonths(series.rrule) ? rdateLines(occurrences, excluded) : rruleLines(series.rrule, occurrences.at(-1)!, excluded),
    });
    events += 1;
  }
  const inRule = new Set(moments);
  for (const session of sessions) {
    if (GONE.has(session.status)) continue;
    const isOccurrence = session.occurrenceStart !== null && inRule.has(session.occurrenceStart);
    if (isOccurrence && !isOverride(session, series)) continue;
    addEvent(calendar, options, {
      uid: isOccurrence ? uid : sessionUid(session),
      start: inZone(session.start, session.timeZone),
      minutes: session.minutes,
      sample: session,
      details: session,
      recurrenceId: isOccurrence ? inZone(session.occurrenceStart!, series.time_zone) : undefined,
    });
    events += 1;
  }
  return events;
}

const sessionUid = (session: Session) => `session-${session.id}@coachdesk`;

/**
 * Whether an occurrence differs from its series in what the file shows. Its status does not
 * (the file has no word for completed or missed), so a series' past sessions add nothing.
 */
function isOverride(session: Session, series: SeriesRow): boolean {
  return (
    session.start !== session.occurrenceStart ||
    session.minutes !== series.minutes ||
    session.timeZone !== series.time_zone ||
    session.title !== series.title ||
    session.location !== series.location ||
    session.type !== series.type
  );
}

/** The stored rule ends at a wall-clock time; in the file UNTIL must be UTC. */
function rruleLines(rule: string, last: DateTime, excluded: DateTime[]): string {
  const body = rule.replace(/UNTIL=[0-9T]+/, `UNTIL=${last.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`);
  const lines = [`RRULE:${body}`];
  for (const moment of excluded) lines.push(dateLine('EXDATE', moment));
  return lines.join('\r\n');
}

/**
 * A series in Jalali months (RSCALE=PERSIAN) is written as its dates: Google, Apple and
 * Outlook calendars ignore RFC 7529's RSCALE and would expand the rule in Gregorian months,
 * putting every session after the first on another day. One RDATE, in DTSTART's TZID form,
 * for each session the file shows, DTSTART's own included (RFC 5545 counts a date given twice
 * once): ical-generator writes a lone line as an RRULE. DTSTART, always an occurrence, needs
 * an EXDATE when it was cancelled. A series of one session left needs no lines at all.
 */
function rdateLines(occurrences: DateTime[], excluded: DateTime[]): string {
  const gone = new Set(excluded);
  const first = occurrences[0]!;
  const lines = occurrences.filter((moment) => !gone.has(moment)).map((moment) => dateLine('RDATE', moment));
  if (gone.has(first)) lines.push(dateLine('EXDATE', first));
  return lines.length > 1 ? lines.join('\r\n') : '';
}

/**
 * An EXDATE or RDATE in DTSTART's form: local time with its zone's TZID, or with a Z in UTC,
 * which ical-generator writes so and gives no VTIMEZONE (a TZID=UTC would name none).
 */
function dateLine(name: 'EXDATE' | 'RDATE', moment: DateTime): string {
  if (moment.zoneName === 'UTC') return `${name}:${moment.toFormat("yyyyMMdd'T'HHmmss'Z'")}`;
  return `${name};TZID=${moment.zoneName}:${moment.toFormat("yyyyMMdd'T'HHmmss")}`;
}

function followsPersianMonths(rule: string): boolean {
  const parts = parseRepeatRule(rule);
  return !('problem' in parts) && parts.calendar === 'persian';
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

import ICAL from 'ical.js';

export interface ParsedOccurrence {
  uid: string;
  summary: string;
  /** UTC ISO, as Coachdesk stores it. */
  start: string;
  end: string;
  location: string | null;
}

/**
 * Reads an .ics file the way a calendar app does (with ical.js): registers its VTIMEZONEs,
 * expands each RRULE with its EXDATEs and applies RECURRENCE-ID overrides.
 */
export function expandIcs(text: string, until = '2030-01-01T00:00:00Z'): ParsedOccurrence[] {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevents = root.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const masters = vevents.filter((e) => !e.isRecurrenceException());
  for (const exception of vevents.filter((e) => e.isRecurrenceException())) {
    masters.find((m) => m.uid === exception.uid)?.relateException(exception);
  }
  const limit = ICAL.Time.fromJSDate(new Date(until), true);
  const out: ParsedOccurrence[] = [];
  for (const event of masters) {
    if (!event.isRecurring()) {
      out.push(occurrence(event.uid, event.summary, event.startDate, event.endDate, event.location));
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next && next.compare(limit) < 0; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      out.push(occurrence(event.uid, details.item.summary, details.startDate, details.endDate, details.item.location));
    }
  }
  return out.sort((a, b) => a.start.localeCompare(b.start));
}

function occurrence(uid: string, summary: string, start: ICAL.Time, end: ICAL.Time, location: string | null): ParsedOccurrence {
  return { uid, summary, start: start.toJSDate().toISOString(), end: end.toJSDate().toISOString(), location: location ?? null };
}

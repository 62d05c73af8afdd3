import { monthFacts } from '../../../shared/scheduling/month-facts';
import type { DayFacts, RuleCalendar } from '../../../shared/scheduling/repeat-rule';

/** The coach's own zone: "today" and new sessions are in it. */
export const COACH_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "2026-03-10T10:00": what a datetime-local input shows for an instant in a zone. */
export function toWallClock(instant: Date | string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** Whether a clock in `zone` reads at `instant` what the coach's does (Sofia and Athens do). */
export function readsAsCoach(instant: Date | string, zone: string): boolean {
  return toWallClock(instant, zone) === toWallClock(instant, COACH_TIME_ZONE);
}

/** The calendar facts of a wall-clock date a repeat rule needs (no zone involved), in the rule's calendar. */
export function dateFacts(wallClock: string, calendar: RuleCalendar = 'gregorian'): DayFacts {
  return monthFacts(wallClock.slice(0, 10), calendar);
}

export function isWallClock(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text);
}

/** Every change of offset there is: half an hour (Lord Howe Island), an hour, two (Troll). */
const OFFSET_CHANGES_MS = [120, 60, 30].map((minutes) => minutes * 60_000);

/**
 * The instant a wall-clock reading means in a zone (for previews; the core does the real
 * conversion). Two passes settle the offset on either side of a daylight-saving change; of a
 * reading that happens twice (the hour repeated when it ends), the first, as the core takes it.
 */
export function wallClockToInstant(wallClock: string, zone: string): Date | null {
  if (!isWallClock(wallClock)) return null;
  const target = Date.parse(`${wallClock}:00Z`);
  if (Number.isNaN(target)) return null;
  let guess = target;
  for (let i = 0; i < 2; i++) {
    // A year still being typed ("0002") comes back from Intl as "2", which does not parse: no preview yet.
    const shown = Date.parse(`${toWallClock(new Date(guess), zone)}:00Z`);
    if (Number.isNaN(shown)) return null;
    guess += target - shown;
  }
  const first = OFFSET_CHANGES_MS.map((change) => guess - change).find((earlier) => toWallClock(new Date(earlier), zone) === wallClock);
  return new Date(first ?? guess);
}

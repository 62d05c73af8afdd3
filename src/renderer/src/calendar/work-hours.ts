import type { WorkingHours } from '../../../shared/settings';

/** `day` at a clock time ("09:00"), in the coach's time. */
export function atClock(day: Date, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const at = new Date(day);
  at.setHours(hours, minutes, 0, 0);
  return at;
}

/**
 * When a session booked without a time starts: the next half hour if it falls in the working
 * day, else the next working day's start (today's, before work), not 06:00 or 22:30.
 */
export function soonAtWork(now: Date, hours: WorkingHours): Date {
  const soon = new Date(now);
  soon.setMinutes(now.getMinutes() < 30 ? 30 : 60, 0, 0);
  if (hours.days.includes(soon.getDay()) && soon >= atClock(soon, hours.start) && soon < atClock(soon, hours.end)) return soon;
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = new Date(now);
    day.setDate(now.getDate() + ahead);
    const start = atClock(day, hours.start);
    if (hours.days.includes(day.getDay()) && start > now) return start;
  }
  // No working days set: any time is the coach's.
  return soon;
}

/** A booked session's time, as the coach's sessions occupy it. */
export interface BookedTime {
  start: Date;
  end: Date;
}

/**
 * `soonAtWork`, moved on past the sessions already booked: a session scheduled without a time
 * opened on top of the next one, its Save saying "Save anyway" before anything was chosen.
 * Looks a week ahead at most; past it, the first soon time.
 */
export function freeSoonAtWork(now: Date, hours: WorkingHours, minutes: number, booked: BookedTime[]): Date {
  const weekAhead = now.getTime() + 7 * 86_400_000;
  for (let start = soonAtWork(now, hours); start.getTime() < weekAhead; ) {
    const end = start.getTime() + minutes * 60_000;
    const overlap = booked.find((session) => session.start.getTime() < end && session.end.getTime() > start.getTime());
    if (!overlap) return start;
    // The first half hour at work from the moment it ends.
    start = soonAtWork(new Date(overlap.end.getTime() - 1), hours);
  }
  return soonAtWork(now, hours);
}

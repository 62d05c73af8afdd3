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

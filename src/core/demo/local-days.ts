import { DateTime, type Zone } from 'luxon';

const DAY_MS = 86_400_000;

/**
 * Calendar days as whole numbers (days since 1970-01-01), for the generator's date
 * arithmetic: luxon asks the time zone for its offset at every step, which costs more than
 * writing the row. A moment is made from a day only once, with `atLocal`.
 */
export type LocalDay = number;

export function localDayOf(moment: DateTime): LocalDay {
  return Math.floor(Date.UTC(moment.year, moment.month - 1, moment.day) / DAY_MS);
}

/** Monday 1 … Sunday 7, as luxon counts. 1970-01-01 was a Thursday. */
export function weekdayOf(day: LocalDay): number {
  return (((day + 3) % 7) + 7) % 7 + 1;
}

export function isoDateOf(day: LocalDay): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The first day on or after `day` that is `weekday`. */
export function onOrAfter(day: LocalDay, weekday: number): LocalDay {
  return day + ((weekday - weekdayOf(day) + 7) % 7);
}

/** The wall-clock time `hour:minute` on `day` in `zone`. */
export function atLocal(day: LocalDay, hour: number, minute: number, zone: string | Zone): DateTime {
  const date = new Date(day * DAY_MS);
  return DateTime.fromObject({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour, minute }, { zone });
}

/** The `nth` `weekday` of the month `day` is in, or of the next month when that one is already past. */
export function nthWeekdayFrom(day: LocalDay, weekday: number, nth: number): LocalDay {
  const date = new Date(day * DAY_MS);
  const inMonth = (year: number, month: number) => onOrAfter(Math.floor(Date.UTC(year, month, 1) / DAY_MS), weekday) + 7 * (nth - 1);
  const candidate = inMonth(date.getUTCFullYear(), date.getUTCMonth());
  return candidate >= day ? candidate : inMonth(date.getUTCFullYear(), date.getUTCMonth() + 1);
}

import { DateTime } from 'luxon';
import { AppError } from '../../shared/errors';

/** Every instant is stored like Date.toISOString(): UTC, milliseconds, so text order is time order. */
export function toStored(moment: DateTime): string {
  return storedAt(moment.toMillis());
}

/**
 * The same format from epoch milliseconds (cheaper than luxon's formatting, which asks the zone
 * again). Only four-digit years keep text order as time order (the year 10000 is written
 * "+010000-…"), so a moment outside them is refused, not stored out of order.
 */
export function storedAt(epochMs: number): string {
  const text = Number.isFinite(epochMs) ? new Date(epochMs).toISOString() : '';
  if (!/^\d{4}-/.test(text)) throw new AppError('INVALID_INPUT', 'Coachdesk keeps dates up to the end of the year 9999 only. Correct the date and try again.');
  return text;
}

/** An input with an offset is an instant; without one it is a wall-clock time in `zone`. */
export function parseMoment(input: string, zone: string): DateTime {
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/.test(input);
  const moment = hasOffset ? DateTime.fromISO(input, { setZone: true }).setZone(zone) : firstOfRepeated(DateTime.fromISO(input, { zone }));
  if (!moment.isValid) throw new AppError('INVALID_INPUT', `${input} is not a date and time that exists. Correct it and try again.`);
  return moment;
}

export function inZone(stored: string, zone: string): DateTime {
  return DateTime.fromISO(stored, { zone: 'utc' }).setZone(zone);
}

/**
 * Wall-clock arithmetic: the same local clock reading plus `deltaMs`, read again in `zone`.
 * Moving a 09:00 series by a day keeps it at 09:00 even across a daylight-saving change.
 */
export function shiftWallClock(moment: DateTime, deltaMs: number, zone: string): DateTime {
  const floating = DateTime.fromObject(moment.toObject(), { zone: 'utc' }).plus({ milliseconds: deltaMs });
  return firstOfRepeated(DateTime.fromObject({ ...floating.toObject() }, { zone }));
}

/** Longer than any change of offset, shorter than the time between two. */
const BEFORE_ANY_CHANGE_MS = 6 * 3_600_000;

/**
 * A moment made from a wall-clock reading, moved to the first of the two times that reading
 * happens when it falls in the hour repeated as daylight saving ends (01:30 twice in New York
 * on 1 November 2026), as RFC 5545 and calendar apps read it; luxon takes the second.
 */
export function firstOfRepeated(moment: DateTime): DateTime {
  if (!moment.isValid) return moment;
  const offsetBefore = moment.zone.offset(moment.toMillis() - BEFORE_ANY_CHANGE_MS);
  const repeated = offsetBefore - moment.offset;
  if (repeated <= 0) return moment;
  const earlier = moment.minus({ minutes: repeated });
  return wallClockOf(earlier) === wallClockOf(moment) ? earlier : moment;
}

const wallClockOf = (moment: DateTime) => moment.toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS");

/** The difference between two wall-clock readings, ignoring the offsets they carry. */
export function wallClockDelta(from: DateTime, to: DateTime): number {
  const floating = (m: DateTime) => DateTime.fromObject(m.toObject(), { zone: 'utc' }).toMillis();
  return floating(to) - floating(from);
}

/** "2026-03-29T09:00:00" in the moment's own zone. */
export function localText(moment: DateTime): string {
  return moment.toFormat("yyyy-MM-dd'T'HH:mm:ss");
}

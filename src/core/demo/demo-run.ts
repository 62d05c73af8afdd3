import { DateTime, type Zone } from 'luxon';
import type { BuiltInTemplate } from '../../shared/contract';
import type { Db } from '../db/open';
import { storedAt } from '../sessions/time';
import { readSettings } from '../settings/settings-store';
import { type LocalDay, localDayOf } from './local-days';
import type { RememberedZone } from '../sessions/remembered-zone';

/** What every part of the generator shares while filling one practice. */
export interface DemoRun {
  db: Db;
  /** The coach's zone: the working week and "today" are there. */
  timeZone: string;
  /** The same zone for luxon's date arithmetic, quicker (see RememberedZone). */
  zone: Zone;
  /** Midnight today in the coach's zone: sessions before it have happened, later ones are scheduled. */
  today: DateTime;
  todayDay: LocalDay;
  /** Today as a date ('2026-03-29') and as a stored instant, for the stores' "today" and "now". */
  todayDate: string;
  nowIso: string;
  noteTemplates: Record<BuiltInTemplate, number>;
  wheelTemplateId: number;
  /** The coach's working days (Settings), Monday 1 … Sunday 7, in that order: Saturday to Wednesday in a Persian practice. */
  workingDays: number[];
  /**
   * The whole hours a session may start at (Settings' working day): from its first full hour to
   * the hour before it ends, 9 to 16 by default; and the minute of the day it ends (17:00, 1020).
   */
  startHours: { first: number; last: number; endMinute: number };
}

/** Monday to Friday, for a coach who has ticked no working day at all. */
const WEEKDAYS = [1, 2, 3, 4, 5];
/** For a working day too short to start a session in. */
const NINE_TO_FIVE = { first: 9, last: 16, endMinute: 17 * 60 };

/** `zone` is shared by every batch, so each batch finds the offsets the ones before it asked for. */
export function startRun(db: Db, now: number, zone: RememberedZone): DemoRun {
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  const noteTemplates = Object.fromEntries(
    (db.prepare('SELECT built_in, id FROM note_templates WHERE built_in IS NOT NULL').all() as { built_in: BuiltInTemplate; id: number }[]).map((row) => [row.built_in, row.id]),
  ) as Record<BuiltInTemplate, number>;
  const wheelTemplateId = db.prepare("SELECT id FROM assessment_templates WHERE builtin = 'wheel'").pluck().get() as number;
  const hours = readSettings(db).workingHours;
  const days = hours.days.map((day) => day || 7).sort((a, b) => a - b);
  const workingDays = days.length > 0 ? days : WEEKDAYS;
  return { db, timeZone: zone.name, zone, today, todayDay: localDayOf(today), todayDate: today.toISODate()!, nowIso: storedAt(today.toMillis()), noteTemplates, wheelTemplateId, workingDays, startHours: startHours(hours.start, hours.end) };
}

function startHours(start: string, end: string): DemoRun['startHours'] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const first = Math.ceil(minutes(start) / 60);
  const last = Math.floor(minutes(end) / 60) - 1;
  return last >= first ? { first, last, endMinute: minutes(end) } : NINE_TO_FIVE;
}

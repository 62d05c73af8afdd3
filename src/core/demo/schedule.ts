import type { DateTime } from 'luxon';
import type { Session } from '../../shared/contract';
import { RULE_WEEKDAYS } from '../../shared/scheduling/repeat-rule';
import { normaliseRule } from '../sessions/recurrence';
import { localText } from '../sessions/time';
import type { DemoRun } from './demo-run';
import { atLocal, type LocalDay, nthWeekdayFrom, onOrAfter, weekdayOf } from './local-days';
import { PRESENT_CLIENTS, type Profile } from './profile';
import type { Random } from './random';

type Status = Session['status'];
type SessionType = Session['type'];

export interface PlannedSeries {
  rule: string;
  localStart: string;
  minutes: number;
  type: SessionType;
  location: string | null;
  occurrences: DateTime[];
  statuses: Status[];
}

export interface PlannedSingle {
  start: DateTime;
  minutes: number;
  type: SessionType;
  title: string | null;
  status: Status;
}

export interface Schedule {
  series: PlannedSeries | null;
  singles: PlannedSingle[];
}

/** What happened to sessions that already took place. */
const PAST = { completed: 86, cancelled: 6, late_cancelled: 3, no_show: 5 } as const;
/** Sessions a week in the practice's past: a full-time coach's week, the same at any size of practice. */
const PAST_SESSIONS_PER_WEEK = 30;

/**
 * A client's `count` sessions around today, in the coach's zone: most as a recurring series
 * at a fixed weekly slot, the rest single sessions (an intake call first). Active clients have
 * sessions still to come; past ones were held, cancelled or missed. A few active clients have
 * a session today, so the dashboard has something to show.
 */
export function drawSchedule(run: DemoRun, random: Random, profile: Profile, index: number, count: number): Schedule {
  const singlesCount = count >= 3 ? Math.max(1, Math.round(count * 0.12)) : count;
  const seriesCount = count - singlesCount;
  const days = run.workingDays;
  const { first, last, endMinute } = run.startHours;
  // Over by the end of the working day: the hours above leave an hour (what a session that
  // does not fit is given), not always 90 minutes.
  const fits = (hour: number, minute: number, minutes: number) => hour * 60 + minute + minutes <= endMinute;
  // Each series its own weekly hour while there are free ones, so a small practice's calendar does not pile up.
  const slots = (last - first + 1) * days.length;
  const slot = index < slots ? index : random.int(0, slots - 1);
  const hour = first + Math.floor(slot / days.length);
  const weekday = days[slot % days.length]!;
  const statusAt = (start: DateTime): Status => (start < run.today ? random.weighted(PAST) : 'scheduled');

  let series: PlannedSeries | null = null;
  let from: LocalDay = run.todayDay - random.int(20, 60);
  let until: LocalDay = run.todayDay + 14;
  if (seriesCount > 0) {
    const cadence = random.weighted({ weekly: 4, fortnightly: 4, monthly: 2 });
    const stepDays = cadence === 'weekly' ? 7 : cadence === 'fortnightly' ? 14 : 30;
    const future = profile.engagement === 'prospect' ? seriesCount : profile.engagement === 'active' ? random.int(1, Math.min(6, seriesCount)) : 0;
    const endedAgo = profile.engagement === 'ended' ? endedDaysAgo(random, index, count) : 0;
    let firstDay = run.todayDay - (seriesCount - future) * stepDays - endedAgo + (profile.engagement === 'prospect' ? random.int(3, 14) : 0);
    const type = random.weighted<SessionType>({ video: 5, in_person: 3, phone: 2 });
    const nth = 1 + (slot % 4);
    const startOf = (day: LocalDay) => (cadence === 'monthly' ? nthWeekdayFrom(day, weekday, nth) : onOrAfter(day, weekday));
    const daysFrom = (day: LocalDay) => seriesDays(startOf(day), cadence === 'monthly' ? { weekday, nth } : stepDays, seriesCount);
    let days = daysFrom(firstDay);
    // Months are longer than the 30 days counted back: a finished client's long monthly series
    // could reach past the day their coaching ended, even past today, and book sessions for a
    // client who no longer comes. Start it a month earlier until it ends in time (no draws, so
    // the practice stays the same for the same seed).
    while (profile.engagement === 'ended' && days[days.length - 1]! > run.todayDay - endedAgo) days = daysFrom((firstDay -= stepDays));
    const startDay = days[0]!;
    const start = atLocal(startDay, hour, 0, run.zone);
    const body = cadence === 'monthly' ? `FREQ=MONTHLY;BYDAY=${nth}${RULE_WEEKDAYS[weekday % 7]}` : `FREQ=WEEKLY;INTERVAL=${stepDays / 7}`;
    const rule = normaliseRule(`${body};COUNT=${seriesCount}`, run.timeZone);
    const occurrences = days.map((day) => atLocal(day, hour, 0, run.zone));
    const minutes = Number(random.weighted({ '60': 7, '45': 2, '90': 1 }));
    series = {
      rule,
      localStart: localText(start),
      minutes: fits(hour, 0, minutes) ? minutes : 60,
      type,
      location: type === 'in_person' ? random.pick(profile.content.locations) : null,
      occurrences,
      statuses: occurrences.map(statusAt),
    };
    from = onOrAfter(firstDay, weekday);
    until = Math.min(from + (seriesCount - 1) * stepDays, run.todayDay + 21);
  } else if (profile.engagement === 'ended') {
    // One or two sessions make no series to end in the past, and the window above reaches two
    // weeks ahead: move it back to end when this client's coaching ended, as a series would.
    const endedAgo = endedDaysAgo(random, index, count);
    from -= 14 + endedAgo;
    until = run.todayDay - endedAgo;
  }

  const singles: PlannedSingle[] = [];
  // A client is never booked twice at once: singles move to the next working day until their time is free.
  const busy: [startMs: number, endMs: number][] = series ? series.occurrences.map((o) => [o.toMillis(), o.toMillis() + series!.minutes * 60_000]) : [];
  const isFree = (startMs: number, endMs: number) => busy.every(([s, e]) => endMs <= s || e <= startMs);
  for (let i = 0; i < singlesCount; i++) {
    // The first is the intake call before the series; the others fall between its sessions.
    const intake = i === 0 && series !== null;
    const todays = i === singlesCount - 1 && index < 3 && profile.engagement === 'active';
    const minutes = intake ? 30 : random.pick([45, 60]);
    let day = todays ? run.todayDay : workday(run, intake ? from - random.int(5, 14) : random.int(from, Math.max(from, until)));
    let hour = todays ? 11 + 2 * index : random.int(first, last);
    const drawnMinute = random.pick([0, 30]);
    const minute = todays || fits(hour, drawnMinute, minutes) ? drawnMinute : 0;
    let start = atLocal(day, hour, minute, run.zone);
    while (!isFree(start.toMillis(), start.toMillis() + minutes * 60_000)) {
      if (todays) hour += 1;
      else day = workday(run, day + 1);
      start = atLocal(day, hour, minute, run.zone);
    }
    busy.push([start.toMillis(), start.toMillis() + minutes * 60_000]);
    singles.push({
      start,
      minutes,
      type: intake ? 'video' : random.weighted<SessionType>({ video: 5, phone: 3, in_person: 2 }),
      title: random.chance(0.6) ? random.pick(profile.content.topics) : null,
      status: statusAt(start),
    });
  }
  return { series, singles };
}

/**
 * How long ago a finished client's last series session was: within the last year for
 * today's practice; for the history, each client a little earlier than the one before, so
 * past weeks hold about PAST_SESSIONS_PER_WEEK sessions. (50,000 clients × 50 sessions reach
 * back some 1,600 years: a benchmark's practice, not a coach's.)
 */
function endedDaysAgo(random: Random, index: number, count: number): number {
  if (index < PRESENT_CLIENTS) return random.int(14, 400);
  const daysPerClient = (count * 7) / PAST_SESSIONS_PER_WEEK;
  return 400 + Math.round((index - PRESENT_CLIENTS + random.next()) * daysPerClient);
}

/** A day off moves to the next working day. */
function workday(run: DemoRun, day: LocalDay): LocalDay {
  while (!run.workingDays.includes(weekdayOf(day))) day += 1;
  return day;
}

/**
 * The days of the demo's series rules (weekly or fortnightly; the `nth` `weekday` of every
 * month), counted here rather than by the rrule library: expanding each client's rule took
 * as long as writing their sessions. `first` is a day the rule holds on, as the generator
 * chooses it. tests/unit/demo/series-days.test.ts holds these to the rule's own expansion.
 */
export function seriesDays(first: LocalDay, step: number | { weekday: number; nth: number }, count: number): LocalDay[] {
  const days = [first];
  while (days.length < count) {
    const last = days[days.length - 1]!;
    days.push(typeof step === 'number' ? last + step : nthWeekdayFrom(last + 1, step.weekday, step.nth));
  }
  return days;
}

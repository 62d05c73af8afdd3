import ICAL from 'ical.js';
import { DateTime, IANAZone } from 'luxon';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';

const DAY_MS = 86_400_000;
const SECOND_MS = 1_000;
/** How far ahead the current rules are compared: past the next year's changes. */
const AHEAD_MS = 2 * 366 * DAY_MS;

const KNOWN_ZONES = new Set(tzlib_get_timezones() as string[]);

/**
 * A zone's VTIMEZONE for a calendar file whose events begin at `since` or later. The library's
 * block states today's rules from 1970 on (Tehran with no daylight saving, New York's March
 * start), which is wrong for a session held before the zone last changed them: Tehran's
 * summers before 2022, New York's springs before 2007. Calendar apps that read the file's rules
 * rather than the zone's name would show such a session an hour off. When the events reach back
 * past where the block and this runtime's time-zone data agree, the block gets each change of
 * offset from `since` to there, as the runtime has it, and its yearly rules start there.
 * Named as asked: the library names a linked zone by its target (Asia/Kuala_Lumpur as
 * Asia/Singapore), and every TZID must match one.
 */
export function vtimezone(zone: string, since: number | undefined, now: number): string | null {
  if (!KNOWN_ZONES.has(zone)) return null;
  const [text] = tzlib_get_ical_block(zone) as string[];
  if (!text) return null;
  const block = text.replace(/^(TZID|X-LIC-LOCATION):.*$/gm, `$1:${zone}`);
  if (since === undefined) return block;
  const component = ICAL.Component.fromString(block);
  const until = now + AHEAD_MS;
  const runtime = runtimeChanges(IANAZone.create(zone), since - DAY_MS, until);
  const agreedFrom = agreementStart(runtime, blockChanges(component, until), since, until);
  if (agreedFrom === undefined) return block;
  startRulesAt(component, agreedFrom);
  addHistory(component, zone, runtime.filter((change) => change.at <= agreedFrom));
  return component.toString();
}

interface Change {
  at: number;
  /** Seconds east of UTC before and after. */
  from: number;
  to: number;
}

/**
 * The instant from which the block's rules give every offset the runtime does, up to `until`,
 * or undefined when they agree from `since` on. Compared change by change: ical.js's own
 * conversion from UTC is an hour off next to a change.
 */
function agreementStart(runtime: Change[], block: Change[], since: number, until: number): number | undefined {
  const offsetAt = (changes: Change[], at: number) => {
    const last = changes.findLast((c) => c.at <= at);
    return last ? last.to : changes[0]!.from;
  };
  const breaks = [...new Set([since, ...runtime.map((c) => c.at), ...block.map((c) => c.at)])].filter((at) => at >= since && at <= until).sort((a, b) => a - b);
  for (let i = breaks.length - 1; i >= 0; i -= 1) {
    if (offsetAt(runtime, breaks[i]!) !== offsetAt(block, breaks[i]!)) return breaks[i + 1] ?? until;
  }
  return undefined;
}

/** The runtime's offset at `from`, then each change up to `to`, found day by day (one change a day at most). */
function runtimeChanges(zone: IANAZone, from: number, to: number): Change[] {
  const offsetAt = (ms: number) => Math.round(zone.offset(ms) * 60);
  const changes: Change[] = [{ at: from, from: offsetAt(from), to: offsetAt(from) }];
  let before = changes[0]!.to;
  for (let day = from + DAY_MS; day - DAY_MS < to; day += DAY_MS) {
    const after = offsetAt(day);
    if (after === before) continue;
    let low = day - DAY_MS;
    let high = day;
    while (high - low > SECOND_MS) {
      const middle = low + Math.floor((high - low) / 2 / SECOND_MS) * SECOND_MS;
      if (offsetAt(middle) === before) low = middle;
      else high = middle;
    }
    changes.push({ at: high, from: before, to: after });
    before = after;
  }
  return changes;
}

/** Every onset of the block's observances up to `until`, in order (each rule's first in 1970). */
function blockChanges(component: ICAL.Component, until: number): Change[] {
  const changes: Change[] = [];
  for (const observance of component.getAllSubcomponents()) {
    const from = (observance.getFirstPropertyValue('tzoffsetfrom') as ICAL.UtcOffset).toSeconds();
    const to = (observance.getFirstPropertyValue('tzoffsetto') as ICAL.UtcOffset).toSeconds();
    const start = observance.getFirstPropertyValue('dtstart') as ICAL.Time;
    const rule = observance.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    if (!rule) {
      changes.push({ at: localToUtc(start, from), from, to });
      continue;
    }
    const onsets = rule.iterator(start);
    for (let onset = onsets.next(); onset && localToUtc(onset, from) <= until; onset = onsets.next()) changes.push({ at: localToUtc(onset, from), from, to });
  }
  return changes.sort((a, b) => a.at - b.at);
}

/**
 * The block's yearly rules begin at their first change on or after `from`; an observance with
 * no rule (its one onset in 1970) goes, since the history added before `from` ends in the
 * offset it stated.
 */
function startRulesAt(component: ICAL.Component, from: number): void {
  // A copy: observances are removed on the way.
  for (const observance of [...component.getAllSubcomponents()]) {
    const rule = observance.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    if (!rule) {
      component.removeSubcomponent(observance);
      continue;
    }
    const offsetFrom = (observance.getFirstPropertyValue('tzoffsetfrom') as ICAL.UtcOffset).toSeconds();
    const onsets = rule.iterator(observance.getFirstPropertyValue('dtstart') as ICAL.Time);
    let onset = onsets.next();
    while (onset && localToUtc(onset, offsetFrom) < from) onset = onsets.next();
    if (onset) observance.updatePropertyWithValue('dtstart', onset);
    else component.removeSubcomponent(observance);
  }
}

function localToUtc(local: ICAL.Time, offsetSeconds: number): number {
  return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second) - offsetSeconds * SECOND_MS;
}

/**
 * The runtime's changes as observances: one per kind of change (daylight saving or not, from
 * and to which offsets), each change an RDATE in the local time before it, as RFC 5545 asks,
 * the first also the DTSTART. RFC 5545 counts DTSTART as an onset and a date given twice once,
 * but ical.js (and Thunderbird, which reads files with it) takes an observance with RDATEs to
 * begin at its first RDATE, and so missed each kind's first change.
 */
function addHistory(component: ICAL.Component, zone: string, changes: Change[]): void {
  const observances = new Map<string, ICAL.Component>();
  for (const change of changes) {
    const kind = DateTime.fromMillis(change.at, { zone }).isInDST ? 'daylight' : 'standard';
    const key = `${kind} ${change.from} ${change.to}`;
    const onset = localTime(change.at, change.from);
    let observance = observances.get(key);
    if (!observance) {
      observance = new ICAL.Component(kind);
      observance.addPropertyWithValue('tzoffsetfrom', ICAL.UtcOffset.fromSeconds(change.from));
      observance.addPropertyWithValue('tzoffsetto', ICAL.UtcOffset.fromSeconds(change.to));
      observance.addPropertyWithValue('dtstart', onset);
      observances.set(key, observance);
      component.addSubcomponent(observance);
    }
    observance.addPropertyWithValue('rdate', onset);
  }
}

/** The wall-clock time at `ms` with an offset of `offsetSeconds`, with no zone (a VTIMEZONE's own times are local). */
function localTime(ms: number, offsetSeconds: number): ICAL.Time {
  const wall = new Date(ms + offsetSeconds * SECOND_MS);
  return ICAL.Time.fromData({ year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(), hour: wall.getUTCHours(), minute: wall.getUTCMinutes(), second: wall.getUTCSeconds(), isDate: false });
}

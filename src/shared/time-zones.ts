import { tzlib_get_timezones } from 'timezones-ical-library';
import { z } from 'zod';

/** Zones already found valid: building a DateTimeFormat to ask costs about 0.1 ms. */
const knownZones = new Set<string>();

/** True for IANA names this runtime's ICU knows ("Europe/Sofia", "UTC"). */
export function isValidTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    if (zone.length === 0) return false;
    knownZones.add(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone this computer is set to; the coach's own zone by default. */
export function systemTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * IANA's zone names by their lower case, made on first use: ICU's list, and the IANA names the
 * calendar export writes a VTIMEZONE for (timezones-ical-library, 601 names, current and
 * older). ICU's list alone leaves out a current name it knows under an older one (it lists
 * Asia/Calcutta and Europe/Kiev, not Asia/Kolkata and Europe/Kyiv), so "asia/kolkata" stayed in
 * lower case and the .ics had no VTIMEZONE for it.
 */
let spellings: Map<string, string> | undefined;
function spelled(zone: string): string | undefined {
  spellings ??= new Map(knownZoneNames().map((name) => [name.toLowerCase(), name]));
  return spellings.get(zone.toLowerCase());
}

/**
 * Every zone name a coach may choose, in IANA's spelling and order: ICU's, and the current
 * names it files under older ones (Asia/Kolkata, Europe/Kyiv); not the library's US
 * abbreviations (PT, ET) that ICU does not accept.
 */
export function knownZoneNames(): string[] {
  return [...new Set([...Intl.supportedValuesOf('timeZone'), ...(tzlib_get_timezones() as string[]).filter(isValidTimeZone)])].sort();
}

/**
 * The zone's name as IANA spells it when the coach typed it in another case: ICU accepts
 * "europe/sofia", but calendar apps match a .ics file's TZID to its VTIMEZONE (and to their
 * own zones) by exact name. Only the case changes, never the zone's name: ICU would also turn
 * Asia/Kolkata into Asia/Calcutta and Europe/Kyiv into Europe/Kiev, older names that are not the
 * ones the coach chose (and Kyiv is how Ukraine spells it); the client form shows the name kept.
 * A name IANA does not have at all (ICU's own "PST", "IST") becomes the IANA name ICU gives its
 * zone, the only spelling a calendar app can match. `zone` must be valid (isValidTimeZone).
 */
export function canonicalCase(zone: string): string {
  const resolved = () => new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  return spelled(zone) ?? spelled(resolved()) ?? resolved();
}

export const TimeZone = z.string().min(1).max(64).refine(isValidTimeZone, { message: 'Unknown time zone' }).transform(canonicalCase);

/**
 * True when the text names a day the calendar has. The shape alone lets 2026-02-30 and
 * 2026-13-45 through, and they would be saved as typed; a real day survives the round trip
 * through a UTC Date unchanged, an impossible one rolls over (or is NaN) and does not.
 */
export function isRealDate(text: string): boolean {
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

/** Calendar dates as the coach picks them: 2026-03-29. */
export const IsoDate = z
  .string()
  // abort: text of the wrong shape gets one message, not a second about the calendar.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Expected a date like 2026-03-29', abort: true })
  .refine(isRealDate, 'No such day in the calendar');

/**
 * A moment: with an offset ("…Z", "…+02:00") it is an instant; without one it is a wall-clock
 * time in the session's time zone, which is how a coach types it.
 */
export const DateTimeInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/, 'Expected a date and time like 2026-03-29T09:00');

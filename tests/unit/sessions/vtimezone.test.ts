import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { vtimezone } from '../../../src/core/sessions/vtimezone';

const NOW = Date.parse('2026-12-05T00:00:00Z');

/** Zones whose rules changed since 1975 in every way there is: dropped, moved, made permanent, shifted by Ramadan, a new offset. */
const CHANGED_ZONES = ['Asia/Tehran', 'America/New_York', 'Europe/Sofia', 'Asia/Kuala_Lumpur', 'America/Sao_Paulo', 'Europe/Moscow', 'Africa/Casablanca', 'Europe/Istanbul', 'Australia/Sydney', 'Pacific/Auckland', 'America/Anchorage', 'Asia/Kolkata'];

describe("a zone's VTIMEZONE in the calendar export", () => {
  it('gives every mid-month noon since 1975 the instant Coachdesk gives it, read as a calendar app reads the file (ical.js)', () => {
    for (const zone of CHANGED_ZONES) {
      const since = DateTime.fromObject({ year: 1975, month: 1, day: 1 }, { zone }).toMillis();
      const rules = new ICAL.Timezone(ICAL.Component.fromString(vtimezone(zone, since, NOW)!));
      const wrong: string[] = [];
      for (let year = 1975; year <= 2028; year += 1) {
        for (let month = 1; month <= 12; month += 1) {
          const expected = DateTime.fromObject({ year, month, day: 15, hour: 12 }, { zone });
          const read = ICAL.Time.fromData({ year, month, day: 15, hour: 12, minute: 0, second: 0, isDate: false }, rules);
          if (read.toUnixTime() * 1000 !== expected.toMillis()) wrong.push(expected.toISO()!);
        }
      }
      expect(wrong, zone).toEqual([]);
    }
  });

  it("is the library's block, word for word, when every event falls under the zone's current rules", () => {
    const block = vtimezone('America/New_York', undefined, NOW)!;
    expect(vtimezone('America/New_York', Date.parse('2026-03-10T14:00:00Z'), NOW)).toBe(block);
    expect(block).toContain('DTSTART:19700308T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU');
    expect(vtimezone('Asia/Tehran', Date.parse('2023-01-01T00:00:00Z'), NOW)).toBe(vtimezone('Asia/Tehran', undefined, NOW));
  });

  it('names the zone as asked, and has no block for a zone the library does not know', () => {
    expect(vtimezone('Asia/Kuala_Lumpur', undefined, NOW)).toContain('TZID:Asia/Kuala_Lumpur');
    expect(vtimezone('Mars/Olympus_Mons', undefined, NOW)).toBeNull();
  });
});

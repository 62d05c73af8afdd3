import { DateTime, IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { RememberedZone } from '../../../src/core/sessions/remembered-zone';

describe('a zone that remembers its offsets', () => {
  it('gives the same offsets and local times as the plain zone, across daylight-saving changes of every size', () => {
    // Half-hour offsets and changes (St John's, Lord Howe), a zone that dropped DST (Tehran), the southern hemisphere.
    for (const name of ['Europe/Sofia', 'America/St_Johns', 'Australia/Lord_Howe', 'Asia/Tehran', 'Pacific/Auckland', 'Asia/Kolkata']) {
      const remembered = new RememberedZone(name);
      const plain = IANAZone.create(name);
      // Every 7 minutes through 2021–2026 would be slow: every 7 minutes around each change, every 6 hours otherwise.
      const SIX_HOURS = 6 * 3_600_000;
      for (let ts = Date.UTC(2021, 0, 1); ts < Date.UTC(2026, 11, 31); ts += SIX_HOURS) {
        const changes = plain.offset(ts) !== plain.offset(ts + SIX_HOURS);
        for (let at = ts; at < ts + SIX_HOURS; at += changes ? 7 * 60_000 : SIX_HOURS) {
          expect(remembered.offset(at), `${name} ${new Date(at).toISOString()}`).toBe(plain.offset(at));
        }
      }
      const local = { year: 2026, month: 3, day: 29, hour: 9, minute: 30 };
      expect(DateTime.fromObject(local, { zone: remembered }).toMillis()).toBe(DateTime.fromObject(local, { zone: name }).toMillis());
      expect(remembered.equals(plain) && plain.equals(remembered)).toBe(true);
    }
  });

  it('gives the plain offsets minute by minute around changes that fall between quarter hours (local mean times)', () => {
    // Kuala Lumpur left +06:55:25 at 17:04:35 UTC on 31 May 1905; Kolkata left +05:53:20 in 1854, Sofia +01:33:16 in 1880.
    for (const [name, near] of [['Asia/Kuala_Lumpur', '1905-05-31T16:30:00Z'], ['Asia/Kolkata', '1854-06-27T17:30:00Z'], ['Europe/Sofia', '1879-12-31T21:30:00Z']] as const) {
      const remembered = new RememberedZone(name);
      const plain = IANAZone.create(name);
      const from = Date.parse(near);
      expect(plain.offset(from), `${name} changes within the hour`).not.toBe(plain.offset(from + 3_600_000));
      for (let at = from; at < from + 3_600_000; at += 60_000) {
        expect(remembered.offset(at), `${name} ${new Date(at).toISOString()}`).toBe(plain.offset(at));
      }
    }
  });
});

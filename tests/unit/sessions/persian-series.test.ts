import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandIcs } from '../support/ics';
import { makePractice, tempDir } from '../support/practice';
import { addClient, localStart, schedulingPractice, sessionsOf } from '../support/scheduling';

const TEHRAN = 'Asia/Tehran';

/** Monthly from 1 Farvardin 1405 (21 March 2026) at 09:00 Tehran time, in Jalali months. */
async function nowruzSeries(count = 4) {
  const { core } = await schedulingPractice();
  const client = await addClient(core, 'Sara Ahmadi', { timeZone: TEHRAN });
  await core.call('sessions.create', { clientId: client.id, start: '2026-03-21T09:00', timeZone: TEHRAN, minutes: 60, repeat: `RSCALE=PERSIAN;FREQ=MONTHLY;COUNT=${count}` });
  return { core, client, sessions: await sessionsOf(core, client.id) };
}

describe('a series in Jalali months', () => {
  it('books the 1st of each Jalali month, and keeps its rule', async () => {
    const { sessions } = await nowruzSeries();
    // 1 Farvardin, 1 Ordibehesht, 1 Khordad, 1 Tir 1405 (not the 21st of each Gregorian month).
    expect(sessions.map((s) => localStart(s, TEHRAN))).toEqual(['2026-03-21 09:00', '2026-04-21 09:00', '2026-05-22 09:00', '2026-06-22 09:00']);
    expect(sessions[0]!.repeat).toBe('RSCALE=PERSIAN;FREQ=MONTHLY;COUNT=4');
  });

  it('is exported as its dates, which calendar apps that ignore RSCALE read the same', async () => {
    const { core, sessions } = await nowruzSeries();
    await core.call('sessions.cancel', { id: sessions[2]!.id });
    const { ics, events } = await core.call('calendar.exportIcs', {});
    expect(events).toBe(1);
    expect(ics).not.toContain('RRULE');
    expect(ics).toContain('RDATE;TZID=Asia/Tehran:20260321T090000\r\nRDATE;TZID=Asia/Tehran:20260421T090000\r\nRDATE;TZID=Asia/Tehran:20260622T090000\r\n');
    const shown = expandIcs(ics).map((o) => o.start);
    const stored = (await core.call('sessions.list', { includeCancelled: false })).map((s) => s.start).sort();
    expect(shown).toEqual(stored);
    expect(shown).toEqual(['2026-03-21T05:30:00.000Z', '2026-04-21T05:30:00.000Z', '2026-06-22T05:30:00.000Z']);
  });

  it('leaves out a cancelled first session, which the file would otherwise always show', async () => {
    const { core, sessions } = await nowruzSeries(3);
    await core.call('sessions.cancel', { id: sessions[0]!.id });
    const { ics } = await core.call('calendar.exportIcs', {});
    expect(ics).toContain('EXDATE;TZID=Asia/Tehran:20260321T090000');
    expect(expandIcs(ics).map((o) => o.start)).toEqual(['2026-04-21T05:30:00.000Z', '2026-05-22T05:30:00.000Z']);
  });

  it('writes a series with one session left as that session alone', async () => {
    const { core, sessions } = await nowruzSeries(2);
    await core.call('sessions.cancel', { id: sessions[1]!.id });
    const { ics, events } = await core.call('calendar.exportIcs', {});
    expect(events).toBe(1);
    expect(ics).not.toMatch(/RRULE|RDATE|EXDATE/);
    expect(expandIcs(ics).map((o) => o.start)).toEqual(['2026-03-21T05:30:00.000Z']);
  });

  it('moves with the whole series by the Jalali day', async () => {
    const { core, client, sessions } = await nowruzSeries();
    await core.call('sessions.update', { id: sessions[0]!.id, scope: 'all', changes: { start: '2026-03-23T09:00' } });
    const after = await sessionsOf(core, client.id);
    // 3 Farvardin, 3 Ordibehesht, 3 Khordad, 3 Tir.
    expect(after.map((s) => localStart(s, TEHRAN))).toEqual(['2026-03-23 09:00', '2026-04-23 09:00', '2026-05-24 09:00', '2026-06-24 09:00']);
  });

  it('survives an export and import, still counting Jalali months when changed afterwards', async () => {
    const { core } = await nowruzSeries();
    const file = join(tempDir(), 'practice.json');
    await core.call('export.json', { path: file });
    const { core: fresh } = await makePractice();
    await fresh.call('import.json', { path: file });
    const [imported] = (await fresh.call('clients.list', {})).items.filter((c) => c.fullName === 'Sara Ahmadi');
    const [first] = await fresh.call('sessions.list', { clientId: imported!.id });
    expect(first!.repeat).toBe('RSCALE=PERSIAN;FREQ=MONTHLY;COUNT=4');
    await fresh.call('sessions.update', { id: first!.id, scope: 'all', changes: { repeat: 'RSCALE=PERSIAN;FREQ=MONTHLY;COUNT=5' } });
    const after = await fresh.call('sessions.list', { clientId: imported!.id });
    expect(after.map((s) => localStart(s, TEHRAN))).toEqual(['2026-03-21 09:00', '2026-04-21 09:00', '2026-05-22 09:00', '2026-06-22 09:00', '2026-07-23 09:00']);
  });
});

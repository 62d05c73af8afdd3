import { describe, expect, it } from 'vitest';
import type { Core } from '../../../src/core/core';
import { expandIcs } from '../support/ics';
import { makePractice } from '../support/practice';
import { addClient, schedulingPractice, sessionsOf } from '../support/scheduling';

/** What a calendar app shows from the export must be exactly what Coachdesk holds. */
async function expectExportMatches(core: Core, step: string) {
  const stored = (await core.call('sessions.list', { includeCancelled: false })).map((s) => `${s.start}/${s.end}`).sort();
  const exported = expandIcs((await core.call('calendar.exportIcs', {})).ics).map((o) => `${o.start}/${o.end}`);
  expect(exported, step).toEqual(stored);
}

describe('export after a string of edits', () => {
  it('keeps the calendar file in step with the sessions, edit after edit', async () => {
    const { core, clock } = await schedulingPractice('2026-03-01T08:00:00Z');
    const client = await addClient(core, 'Edited Often');
    await core.call('sessions.create', { clientId: client.id, start: '2026-03-03T10:00', timeZone: 'Europe/Sofia', minutes: 60, repeat: 'FREQ=WEEKLY;COUNT=10' });
    const ids = (await sessionsOf(core, client.id)).map((s) => s.id);
    await expectExportMatches(core, 'created');

    await core.call('sessions.update', { id: ids[1]!, changes: { start: '2026-03-11T15:00' } });
    await expectExportMatches(core, 'one moved');
    await core.call('sessions.update', { id: ids[2]!, changes: { minutes: 45 } });
    await expectExportMatches(core, 'one shortened');
    await core.call('sessions.update', { id: ids[3]!, scope: 'following', changes: { start: '2026-03-24T12:30' } });
    await expectExportMatches(core, 'following moved');
    await core.call('sessions.cancel', { id: ids[5]!, late: true });
    await expectExportMatches(core, 'one cancelled late');
    // Three sessions from here: the count is the series' whole (it began at ids[3]), as the form shows it.
    await core.call('sessions.update', { id: ids[6]!, scope: 'following', changes: { repeat: 'FREQ=WEEKLY;INTERVAL=2;COUNT=6' } });
    await expectExportMatches(core, 'rule changed for the tail');
    clock.set('2026-03-20T08:00:00Z');
    await core.call('sessions.setStatus', { id: ids[0]!, status: 'completed' });
    await core.call('sessions.update', { id: ids[4]!, scope: 'all', changes: { start: '2026-03-31T09:00', title: 'Later' } });
    await expectExportMatches(core, 'all upcoming moved');
    await core.call('sessions.cancel', { id: ids[8] ?? ids[7]!, scope: 'following' });
    await expectExportMatches(core, 'following cancelled');
    expect((await sessionsOf(core, client.id)).map((s) => s.id).slice(0, 6)).toEqual(ids.slice(0, 6));
  }, 90_000); // An export after each of many edits: 7 s alone, over 30 s on a loaded machine.
});

describe('zones whose rules changed, or that go by another name', () => {
  it('gives Tehran no daylight saving (dropped in 2022) and names Kuala Lumpur as the sessions do', async () => {
    const { core } = await schedulingPractice('2026-03-01T08:00:00Z');
    const tehran = await addClient(core, 'Mina Rezaei');
    await core.call('sessions.create', { clientId: tehran.id, start: '2026-03-10T10:00', timeZone: 'Asia/Tehran', minutes: 60, repeat: 'FREQ=MONTHLY;COUNT=8' });
    await core.call('sessions.create', { clientId: tehran.id, start: '2026-06-01T10:00', timeZone: 'Asia/Tehran', minutes: 60 });
    const kualaLumpur = await addClient(core, 'Siti Aminah');
    await core.call('sessions.create', { clientId: kualaLumpur.id, start: '2026-07-01T09:00', timeZone: 'Asia/Kuala_Lumpur', minutes: 60 });
    await expectExportMatches(core, 'Tehran through the summer, Kuala Lumpur');
    const { ics } = await core.call('calendar.exportIcs', {});
    expect(ics).toContain('TZID:Asia/Kuala_Lumpur');
    expect(ics).not.toContain('TZOFFSETTO:+0430');
  });

  it('states the rules a zone had when its sessions were held: Tehran before 2022, New York before 2007, Kuala Lumpur before 1982', async () => {
    const { core } = await schedulingPractice('2026-03-01T08:00:00Z');
    const client = await addClient(core, 'Long Career');
    const held = [
      { start: '2015-07-01T10:00', timeZone: 'Asia/Tehran' }, // +04:30 then, +03:30 now
      { start: '2021-06-15T18:00', timeZone: 'Asia/Tehran', repeat: 'FREQ=MONTHLY;COUNT=18' }, // through the last summer of daylight saving
      { start: '2006-03-20T09:00', timeZone: 'America/New_York' }, // standard time then, daylight saving by today's rule
      { start: '2006-10-30T09:00', timeZone: 'America/New_York' },
      { start: '1980-05-05T09:00', timeZone: 'Asia/Kuala_Lumpur' }, // +07:30 until the last day of 1981
      { start: '1995-10-10T09:00', timeZone: 'Europe/Sofia' }, // summer time ended in September then
    ];
    for (const session of held) await core.call('sessions.create', { clientId: client.id, minutes: 60, ...session });
    await expectExportMatches(core, 'sessions held under older rules');
  });

  it("leaves a zone's rules as the library states them when every session is under them", async () => {
    const { core } = await schedulingPractice('2026-03-01T08:00:00Z');
    const client = await addClient(core, 'Recent Only');
    await core.call('sessions.create', { clientId: client.id, start: '2026-03-10T10:00', timeZone: 'America/New_York', minutes: 60, repeat: 'FREQ=WEEKLY;COUNT=40' });
    const { ics } = await core.call('calendar.exportIcs', {});
    expect(ics).toContain('DTSTART:19700308T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU');
    expect(ics).not.toContain('RDATE');
  });
});

describe('export of a whole practice', () => {
  it('shows exactly what a demo practice holds: series with held, missed and cancelled sessions, and single ones', async () => {
    const { core } = await makePractice({ now: () => Date.parse('2026-03-29T07:00:00Z') });
    await core.call('demo.seed', { clients: 12, sessionsPerClient: 30, notesPerClient: 1, seed: 5, timeZone: 'Europe/Sofia' });
    const everything = await core.call('sessions.list', {});
    for (const status of ['completed', 'no_show', 'cancelled'] as const) expect(everything.some((s) => s.seriesId !== null && s.status === status), status).toBe(true);
    expect(everything.some((s) => s.seriesId === null)).toBe(true);
    const sessions = everything.filter((s) => s.status !== 'cancelled' && s.status !== 'late_cancelled');

    const { ics } = await core.call('calendar.exportIcs', {});
    const exported = expandIcs(ics).map((o) => `${o.start}/${o.end}/${o.summary}`);
    const stored = sessions.map((s) => `${s.start}/${s.end}/${s.clientName}${s.title ? ` — ${s.title}` : ''}`);
    expect(exported.sort()).toEqual(stored.sort());
  });
});

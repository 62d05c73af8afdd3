import { describe, expect, it } from 'vitest';
import type { Core } from '../../../src/core/core';
import { migrations } from '../../../src/core/db/migrations';
import { seriesExdatesMigration } from '../../../src/core/sessions/exdates-migration';
import { expandIcs } from '../support/ics';
import { makeCore, PASSPHRASE, tempDir } from '../support/practice';
import { addClient, addClientAsBefore, fakeClock, localStart, schedulingPractice, sessionsOf } from '../support/scheduling';

const SOFIA = 'Europe/Sofia';
const local = (list: { start: string }[]) => list.map((s) => localStart(s, SOFIA));

/** What a calendar app shows from the export must be exactly what Coachdesk holds. */
async function expectExportMatches(core: Core) {
  const stored = (await core.call('sessions.list', { includeCancelled: false })).map((s) => `${s.start}/${s.end}`).sort();
  const exported = expandIcs((await core.call('calendar.exportIcs', {})).ics).map((o) => `${o.start}/${o.end}`);
  expect(exported).toEqual(stored);
}

/** A series at 10:00 Sofia time from `start` (the clock at 1 March 2026), and its sessions. */
async function seriesOf(name: string, start: string, repeat: string) {
  const { core } = await schedulingPractice('2026-03-01T08:00:00Z');
  const client = await addClient(core, name);
  await core.call('sessions.create', { clientId: client.id, start: `${start}T10:00`, timeZone: SOFIA, minutes: 60, repeat });
  return { core, client, sessions: await sessionsOf(core, client.id) };
}

describe('an occurrence deleted from a series', () => {
  it('stays deleted when the series is made longer', async () => {
    const { core, client, sessions } = await seriesOf('Weekly Client', '2026-03-03', 'FREQ=WEEKLY;COUNT=6');
    await core.call('sessions.delete', { id: sessions[2]!.id, scope: 'this' });

    const left = await sessionsOf(core, client.id);
    await core.call('sessions.update', { id: left[0]!.id, scope: 'all', changes: { repeat: 'FREQ=WEEKLY;COUNT=8' } });
    const longer = await sessionsOf(core, client.id);
    // COUNT counts the deleted occurrence too, as a calendar app reading the file does.
    expect(local(longer)).toEqual(['2026-03-03 10:00', '2026-03-10 10:00', '2026-03-24 10:00', '2026-03-31 10:00', '2026-04-07 10:00', '2026-04-14 10:00', '2026-04-21 10:00']);
    expect(longer.slice(0, 5).map((s) => s.id)).toEqual(left.map((s) => s.id));
    const { ics } = await core.call('calendar.exportIcs', {});
    expect(ics).toContain('EXDATE;TZID=Europe/Sofia:20260317T100000');
    await expectExportMatches(core);
  });

  it('stays deleted, and the sessions after it keep their own months, when a monthly series moves a day', async () => {
    const { core, client, sessions } = await seriesOf('Monthly Client', '2026-03-10', 'FREQ=MONTHLY;BYDAY=2TU;COUNT=5');
    await core.call('sessions.delete', { id: sessions[1]!.id, scope: 'this' });
    const may = sessions[2]!;
    await core.call('sessions.update', { id: may.id, scope: 'this', changes: { title: 'May review' } });

    const left = await sessionsOf(core, client.id);
    await core.call('sessions.update', { id: left[0]!.id, scope: 'all', changes: { start: '2026-03-11T10:00' } });
    const moved = await sessionsOf(core, client.id);
    // 2nd Wednesdays; April's (8 April) stays deleted.
    expect(local(moved)).toEqual(['2026-03-11 10:00', '2026-05-13 10:00', '2026-06-10 10:00', '2026-07-08 10:00']);
    expect(moved.map((s) => s.id)).toEqual(left.map((s) => s.id));
    expect(moved[1]).toMatchObject({ id: may.id, title: 'May review' });
    const { ics } = await core.call('calendar.exportIcs', {});
    expect(ics).toContain('EXDATE;TZID=Europe/Sofia:20260408T100000');
    await expectExportMatches(core);

    // And a later change of the rule does not bring it back either.
    await core.call('sessions.update', { id: moved[0]!.id, scope: 'all', changes: { repeat: 'FREQ=MONTHLY;BYDAY=2WE;COUNT=6' } });
    expect(local(await sessionsOf(core, client.id))).toEqual([...local(moved), '2026-08-12 10:00']);
    await expectExportMatches(core);
  });

  it('stays deleted when a weekly series moves, or its following sessions are edited apart', async () => {
    const { core, client, sessions } = await seriesOf('Moved Weekly', '2026-03-03', 'FREQ=WEEKLY;COUNT=6');
    await core.call('sessions.delete', { id: sessions[3]!.id, scope: 'this' });

    await core.call('sessions.update', { id: sessions[0]!.id, scope: 'all', changes: { start: '2026-03-04T10:00' } });
    expect(local(await sessionsOf(core, client.id))).toEqual(['2026-03-04 10:00', '2026-03-11 10:00', '2026-03-18 10:00', '2026-04-01 10:00', '2026-04-08 10:00']);
    await expectExportMatches(core);

    // Split at 11 March: the tail (with the deleted 25 March) is its own series from now on. Its
    // count is the whole series', as the form shows it: 4 March and six from 11 March.
    await core.call('sessions.update', { id: sessions[1]!.id, scope: 'following', changes: { start: '2026-03-11T12:00', repeat: 'FREQ=WEEKLY;COUNT=7' } });
    expect(local(await sessionsOf(core, client.id))).toEqual(['2026-03-04 10:00', '2026-03-11 12:00', '2026-03-18 12:00', '2026-04-01 12:00', '2026-04-08 12:00', '2026-04-15 12:00']);
    await expectExportMatches(core);
  });
});

describe('a monthly series moved as a whole', () => {
  it('keeps the time a single session was moved to', async () => {
    const { core, client, sessions } = await seriesOf('Own Time', '2026-03-10', 'FREQ=MONTHLY;BYDAY=2TU;COUNT=4');
    await core.call('sessions.update', { id: sessions[2]!.id, scope: 'this', changes: { start: '2026-05-12T15:00', minutes: 90 } });

    await core.call('sessions.update', { id: sessions[0]!.id, scope: 'all', changes: { start: '2026-03-11T10:00' } });
    const moved = await sessionsOf(core, client.id);
    expect(local(moved)).toEqual(['2026-03-11 10:00', '2026-04-08 10:00', '2026-05-13 15:00', '2026-06-10 10:00']);
    expect(moved[2]!.minutes).toBe(90);
    await expectExportMatches(core);
  });
});

describe('a practice from before series kept their deleted occurrences', () => {
  it('finds them as it upgrades: occurrences of a rule without a session were deleted', async () => {
    const dataDir = tempDir();
    const clock = fakeClock('2026-03-01T08:00:00Z');
    const before = makeCore({ dataDir, now: clock.now, migrations: migrations.filter((m) => m.version < seriesExdatesMigration.version) });
    const { recoveryKey } = await before.call('vault.setupBegin', { passphrase: PASSPHRASE });
    await before.call('vault.setupConfirm', { recoveryKey });
    const client = addClientAsBefore(before, 'Deleted Before');
    await before.call('sessions.create', { clientId: client.id, start: '2026-03-03T10:00', timeZone: SOFIA, minutes: 60, repeat: 'FREQ=WEEKLY;COUNT=6' });
    // As the earlier version deleted one occurrence: the row went, the series kept no word of it.
    const deleted = (await sessionsOf(before, client.id))[2]!;
    before.vault.db.prepare('DELETE FROM sessions WHERE id = ?').run(deleted.id);
    before.close();

    const core = makeCore({ dataDir, now: clock.now });
    await core.call('vault.unlock', { passphrase: PASSPHRASE });
    const left = await sessionsOf(core, client.id);
    await core.call('sessions.update', { id: left[0]!.id, scope: 'all', changes: { repeat: 'FREQ=WEEKLY;COUNT=7' } });
    const longer = await sessionsOf(core, client.id);
    expect(local(longer)).toEqual(['2026-03-03 10:00', '2026-03-10 10:00', '2026-03-24 10:00', '2026-03-31 10:00', '2026-04-07 10:00', '2026-04-14 10:00']);
  });
});

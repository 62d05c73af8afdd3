import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tzlib_get_timezones } from 'timezones-ical-library';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../src/core/db/migrations';
import { canonicalCase, isValidTimeZone } from '../../../src/shared/time-zones';
import { makeCore, PASSPHRASE, tempDir } from '../support/practice';
import { addClient, addClientAsBefore, schedulingPractice, sessionsOf } from '../support/scheduling';

/** Every IANA name, current or older, that this runtime's ICU accepts (the .ics export writes a VTIMEZONE for each). */
const IANA = (tzlib_get_timezones() as string[]).filter(isValidTimeZone);

describe('time zone names typed in another case', () => {
  it('are stored as IANA spells them, for names ICU knows under an older one too (asia/kolkata, europe/kyiv)', () => {
    const wrong = IANA.filter((zone) => canonicalCase(zone.toLowerCase()) !== zone || canonicalCase(zone.toUpperCase()) !== zone);
    expect(wrong).toEqual([]);
    // ICU's own older names stay what the coach chose too.
    expect(['asia/calcutta', 'EUROPE/KIEV', 'us/eastern'].map(canonicalCase)).toEqual(['Asia/Calcutta', 'Europe/Kiev', 'US/Eastern']);
    // ICU's own IDs that IANA lacks have no spelling a calendar app knows but their zone's IANA name.
    expect(['pst', 'IST'].map(canonicalCase)).toEqual(['America/Los_Angeles', 'Asia/Calcutta']);
  });

  it('reach the .ics file in that spelling, with their VTIMEZONE', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Priya', { timeZone: 'asia/kolkata' });
    expect(client.timeZone).toBe('Asia/Kolkata');
    const { session } = await core.call('sessions.create', { clientId: client.id, start: '2026-05-01T09:00', minutes: 60, timeZone: 'europe/kyiv', repeat: 'FREQ=WEEKLY;COUNT=2' });
    expect(session).toMatchObject({ timeZone: 'Europe/Kyiv', start: '2026-05-01T06:00:00.000Z' });
    const { ics } = await core.call('calendar.exportIcs', {});
    expect(ics).toContain('DTSTART;TZID=Europe/Kyiv:20260501T090000');
    expect(ics).toContain('TZID:Europe/Kyiv');
  });

  it('are spelled so from a CSV column', async () => {
    const { core } = await schedulingPractice();
    const path = join(tempDir(), 'list.csv');
    writeFileSync(path, 'Name,Time zone\r\nMila,america/argentina/buenos_aires\r\nNia,ASIA/KATHMANDU\r\n');
    const preview = await core.call('import.csvPreview', { path });
    const { clientIds } = await core.call('import.csvCommit', { path, mapping: preview.mapping, fingerprint: preview.fingerprint });
    const zones = await Promise.all(clientIds.map(async (id) => (await core.call('clients.get', { id })).timeZone));
    expect(zones).toEqual(['America/Argentina/Buenos_Aires', 'Asia/Kathmandu']);
  });

  it('already stored by an earlier version are spelled right on upgrade, in clients, series and sessions', async () => {
    const dataDir = tempDir();
    // The practice as data version 20 left it, before stored zone names were corrected.
    const before = makeCore({ dataDir, migrations: migrations.slice(0, 20) });
    const { recoveryKey } = await before.call('vault.setupBegin', { passphrase: PASSPHRASE });
    await before.call('vault.setupConfirm', { recoveryKey });
    const priya = addClientAsBefore(before, 'Priya', 'Asia/Kolkata');
    const ana = addClientAsBefore(before, 'Ana', 'Europe/Sofia');
    await before.call('sessions.create', { clientId: priya.id, start: '2026-05-01T09:00', minutes: 60, timeZone: 'Asia/Kolkata', repeat: 'FREQ=WEEKLY;COUNT=2' });
    await before.call('sessions.create', { clientId: ana.id, start: '2026-05-02T09:00', minutes: 60, timeZone: 'Europe/Sofia' });
    const db = before.vault.db;
    // As earlier versions stored them: in the case typed; a name this runtime does not know stays as it is.
    db.prepare("UPDATE clients SET time_zone = CASE id WHEN ? THEN 'asia/kolkata' ELSE 'Mars/Base' END").run(priya.id);
    for (const table of ['sessions', 'session_series']) db.prepare(`UPDATE ${table} SET time_zone = lower(time_zone)`).run();
    before.close();

    const core = makeCore({ dataDir });
    await core.call('vault.unlock', { passphrase: PASSPHRASE });
    expect((await core.call('clients.get', { id: priya.id })).timeZone).toBe('Asia/Kolkata');
    expect((await core.call('clients.get', { id: ana.id })).timeZone).toBe('Mars/Base');
    expect((await sessionsOf(core, priya.id)).map((s) => s.timeZone)).toEqual(['Asia/Kolkata', 'Asia/Kolkata']);
    expect((await sessionsOf(core, ana.id)).map((s) => s.timeZone)).toEqual(['Europe/Sofia']);
    const { ics } = await core.call('calendar.exportIcs', {});
    expect(ics).toContain('DTSTART;TZID=Asia/Kolkata:20260501T090000');
    expect(ics).toContain('DTSTART;TZID=Europe/Sofia:20260502T090000');
    expect(ics).not.toMatch(/asia\/kolkata|europe\/sofia/);
  });
});

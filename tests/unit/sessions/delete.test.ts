import { describe, expect, it } from 'vitest';
import { expandIcs } from '../support/ics';
import { addClient, schedulingPractice, sessionsOf } from '../support/scheduling';

async function series() {
  const { core } = await schedulingPractice('2026-03-01T08:00:00Z');
  const client = await addClient(core, 'Booked By Mistake');
  await core.call('sessions.create', { clientId: client.id, start: '2026-03-03T10:00', timeZone: 'Europe/Sofia', minutes: 60, repeat: 'FREQ=WEEKLY;COUNT=5' });
  const ids = (await sessionsOf(core, client.id)).map((s) => s.id);
  return { core, client, ids };
}

describe('deleting sessions booked by mistake', () => {
  it('removes one occurrence, and the export leaves it out', async () => {
    const { core, client, ids } = await series();
    expect(await core.call('sessions.delete', { id: ids[1]! })).toEqual({ deleted: 1, kept: 0 });
    expect((await sessionsOf(core, client.id)).map((s) => s.id)).toEqual([ids[0], ids[2], ids[3], ids[4]]);
    expect(expandIcs((await core.call('calendar.exportIcs', {})).ics)).toHaveLength(4);
  });

  it('removes the following ones but never a held session or one something refers to', async () => {
    const { core, client, ids } = await series();
    await core.call('sessions.setStatus', { id: ids[3]!, status: 'completed' });
    // A later feature's table pointing at sessions (notes, say) protects the session it names.
    core.vault.db.exec('CREATE TABLE test_notes (id INTEGER PRIMARY KEY, session_id INTEGER REFERENCES sessions (id) ON DELETE CASCADE) STRICT');
    core.vault.db.prepare('INSERT INTO test_notes (session_id) VALUES (?)').run(ids[4]);
    expect(await core.call('sessions.delete', { id: ids[2]!, scope: 'following' })).toEqual({ deleted: 1, kept: 2 });
    const left = await sessionsOf(core, client.id);
    expect(left.map((s) => s.id)).toEqual([ids[0], ids[1], ids[3], ids[4]]);
    const exported = expandIcs((await core.call('calendar.exportIcs', {})).ics).map((o) => o.start);
    expect(exported).toEqual(left.map((s) => s.start));
  });

  it('removes a whole series still to come, and the series with it', async () => {
    const { core, client, ids } = await series();
    expect(await core.call('sessions.delete', { id: ids[2]!, scope: 'all' })).toEqual({ deleted: 5, kept: 0 });
    expect(await sessionsOf(core, client.id)).toEqual([]);
    expect((await core.call('app.status', {})).counts).toMatchObject({ sessions: 0, session_series: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { addClient, schedulingPractice } from '../support/scheduling';

const ZONE = 'Europe/Sofia';

describe('overlapping sessions', () => {
  it('warns before saving and still lets the coach save', async () => {
    const { core } = await schedulingPractice();
    const ana = await addClient(core, 'Ana');
    const boris = await addClient(core, 'Boris');
    const { session: existing } = await core.call('sessions.create', { clientId: ana.id, start: '2026-03-10T10:00', timeZone: ZONE, minutes: 60 });

    const overlapping = await core.call('sessions.checkConflicts', { start: '2026-03-10T10:30', timeZone: ZONE, minutes: 60 });
    expect(overlapping.map((c) => c.session.id)).toEqual([existing.id]);
    expect(overlapping[0]!.session.clientName).toBe('Ana');
    // Back to back is not an overlap.
    expect(await core.call('sessions.checkConflicts', { start: '2026-03-10T11:00', timeZone: ZONE, minutes: 30 })).toEqual([]);
    expect(await core.call('sessions.checkConflicts', { start: '2026-03-10T09:00', timeZone: ZONE, minutes: 60 })).toEqual([]);

    const saved = await core.call('sessions.create', { clientId: boris.id, start: '2026-03-10T10:30', timeZone: ZONE, minutes: 60 });
    expect(saved.conflicts.map((c) => c.session.id)).toEqual([existing.id]);
    expect((await core.call('sessions.list', {})).length).toBe(2);
  });

  it('checks every occurrence of a proposed series, and ignores cancelled sessions', async () => {
    const { core } = await schedulingPractice();
    const ana = await addClient(core, 'Ana');
    const { session: third } = await core.call('sessions.create', { clientId: ana.id, start: '2026-03-24T10:15', timeZone: ZONE, minutes: 30 });
    const { session: cancelled } = await core.call('sessions.create', { clientId: ana.id, start: '2026-03-17T10:15', timeZone: ZONE, minutes: 30 });
    await core.call('sessions.cancel', { id: cancelled.id });
    const conflicts = await core.call('sessions.checkConflicts', { start: '2026-03-10T10:00', timeZone: ZONE, minutes: 60, repeat: 'FREQ=WEEKLY;COUNT=4' });
    expect(conflicts).toEqual([{ proposedStart: '2026-03-24T08:00:00.000Z', session: expect.objectContaining({ id: third.id }) }]);
  });

  it('does not count the session being edited, or its own series, as a conflict', async () => {
    const { core } = await schedulingPractice();
    const ana = await addClient(core, 'Ana');
    const { session } = await core.call('sessions.create', { clientId: ana.id, start: '2026-03-10T10:00', timeZone: ZONE, minutes: 60, repeat: 'FREQ=WEEKLY;COUNT=3' });
    expect(await core.call('sessions.checkConflicts', { sessionId: session.id, start: '2026-03-10T10:30', timeZone: ZONE, minutes: 60 })).toEqual([]);
    expect(await core.call('sessions.checkConflicts', { sessionId: session.id, scope: 'all', start: '2026-03-10T10:30', timeZone: ZONE, minutes: 60 })).toEqual([]);
    // Moving one occurrence onto its neighbour of the same series is a real overlap.
    const overlapping = await core.call('sessions.checkConflicts', { sessionId: session.id, start: '2026-03-17T10:30', timeZone: ZONE, minutes: 60 });
    expect(overlapping).toHaveLength(1);
  });

  it('leaves out the occurrences deleted from the series being edited, which the edit leaves deleted', async () => {
    const { core } = await schedulingPractice();
    const ana = await addClient(core, 'Ana');
    const boris = await addClient(core, 'Boris');
    const { session: first } = await core.call('sessions.create', { clientId: ana.id, start: '2026-03-10T10:00', timeZone: ZONE, minutes: 60, repeat: 'FREQ=WEEKLY;COUNT=4' });
    const third = (await core.call('sessions.list', { clientId: ana.id }))[2]!;
    await core.call('sessions.delete', { id: third.id, scope: 'this' });
    // Boris has the deleted slot's half hour, and the last one's.
    await core.call('sessions.create', { clientId: boris.id, start: '2026-03-24T10:30', timeZone: ZONE, minutes: 60 });
    const { session: clash } = await core.call('sessions.create', { clientId: boris.id, start: '2026-03-31T10:45', timeZone: ZONE, minutes: 60 });

    const check = (start: string, repeat: string) => core.call('sessions.checkConflicts', { sessionId: first.id, scope: 'all', start, timeZone: ZONE, minutes: 60, repeat });
    // Every session half an hour later: the deleted one stays deleted, the last one clashes.
    expect(await check('2026-03-10T10:30', 'FREQ=WEEKLY;COUNT=4')).toEqual([{ proposedStart: '2026-03-31T07:30:00.000Z', session: expect.objectContaining({ id: clash.id }) }]);
    // Two more weeks, at the same time: the 24th stays deleted.
    expect(await check('2026-03-10T10:00', 'FREQ=WEEKLY;COUNT=6')).toEqual([{ proposedStart: '2026-03-31T07:00:00.000Z', session: expect.objectContaining({ id: clash.id }) }]);
  });

  it('checks an "all" edit of a later session from the first session still to come, which the edit moves too', async () => {
    const { core } = await schedulingPractice();
    const ana = await addClient(core, 'Ana');
    const boris = await addClient(core, 'Boris');
    await core.call('sessions.create', { clientId: ana.id, start: '2026-03-09T10:00', timeZone: ZONE, minutes: 60, repeat: 'FREQ=WEEKLY;COUNT=6' });
    const { session: clash } = await core.call('sessions.create', { clientId: boris.id, start: '2026-03-16T11:00', timeZone: ZONE, minutes: 60 });
    const fourth = (await core.call('sessions.list', { clientId: ana.id }))[3]!;

    // Every session still to come an hour later: the second lands on Boris's.
    const conflicts = await core.call('sessions.checkConflicts', { sessionId: fourth.id, scope: 'all', start: '2026-03-30T11:00', timeZone: ZONE, minutes: 60 });
    expect(conflicts).toEqual([{ proposedStart: '2026-03-16T09:00:00.000Z', session: expect.objectContaining({ id: clash.id }) }]);
    // The edit itself agrees.
    const saved = await core.call('sessions.update', { id: fourth.id, scope: 'all', changes: { start: '2026-03-30T11:00' } });
    expect(saved.conflicts).toEqual(conflicts);
  });
});

import { describe, expect, it } from 'vitest';
import { listActions } from '../../../src/core/actions/action-list';
import { ActionListInput, type Input } from '../../../src/shared/contract';
import { capturePlans } from '../support/query-plans';
import { notesPractice } from '../support/notes';
import { addClient } from '../support/scheduling';

describe('action items', () => {
  it('shows open items from the previous session at the top of the next one, to tick off or carry forward', async () => {
    const { core, client, sessions } = await notesPractice();
    const [first, second, third] = sessions;
    const call = await core.call('actions.create', { clientId: client.id, text: 'Call her mentor', dueOn: '2026-03-06', sessionId: first.id });
    const journal = await core.call('actions.create', { clientId: client.id, text: 'Keep an energy journal', owner: 'client', sessionId: first.id });
    const coachTask = await core.call('actions.create', { clientId: client.id, text: 'Send the values exercise', owner: 'coach', sessionId: first.id });
    const later = await core.call('actions.create', { clientId: client.id, text: 'Agreed in the second session', sessionId: second.id });

    const since = await core.call('actions.sinceLastTime', { sessionId: second.id, timeZone: 'Europe/Sofia' });
    expect(since.previousSession).toEqual({ id: first.id, start: first.start });
    expect(since.items.map((i) => i.text)).toEqual(['Call her mentor', 'Keep an energy journal', 'Send the values exercise']);
    expect(since.items.map((i) => i.owner)).toEqual(['client', 'client', 'coach']);
    expect((await core.call('actions.sinceLastTime', { sessionId: first.id })).items).toEqual([]);

    await core.call('actions.update', { id: call.id, changes: { status: 'done' } });
    await core.call('actions.update', { id: coachTask.id, changes: { status: 'dropped' } });
    const carried = await core.call('actions.carryForward', { id: journal.id, sessionId: second.id, dueOn: '2026-03-13' });
    expect(carried).toMatchObject({ sessionId: second.id, carriedForward: 1, dueOn: '2026-03-13', status: 'open' });

    expect((await core.call('actions.sinceLastTime', { sessionId: second.id })).items).toEqual([]);
    expect((await core.call('actions.list', { sessionId: second.id })).map((i) => i.text)).toEqual(['Keep an energy journal', 'Agreed in the second session']);
    const atThird = await core.call('actions.sinceLastTime', { sessionId: third.id });
    expect(atThird.items.map((i) => i.id)).toEqual([journal.id, later.id]);
    await expect(core.call('actions.carryForward', { id: call.id, sessionId: third.id })).rejects.toMatchObject({ code: 'ACTION_NOT_OPEN' });
  });

  it('also brings up items added on the client page since the last session, and items never closed from before it', async () => {
    const { core, client, sessions, clock } = await notesPractice();
    const old = await core.call('actions.create', { clientId: client.id, text: 'Read the book', sessionId: sessions[0].id });
    clock.set('2026-03-12T09:00:00Z');
    const between = await core.call('actions.create', { clientId: client.id, text: 'Asked by email: update CV' });
    const since = await core.call('actions.sinceLastTime', { sessionId: sessions[2].id });
    expect(since.previousSession?.id).toBe(sessions[1].id);
    expect(since.items.map((i) => i.id)).toEqual([old.id, between.id]);
  });

  it('lists across the practice (current clients) with overdue items first, and the overdue list oldest first', async () => {
    const { core, client, clock } = await notesPractice();
    const other = await addClient(core, 'Aziz Rahman');
    clock.set('2026-03-20T10:00:00Z');
    await core.call('actions.create', { clientId: client.id, text: 'Due later', dueOn: '2026-04-01' });
    await core.call('actions.create', { clientId: other.id, text: 'Overdue a little', dueOn: '2026-03-19' });
    await core.call('actions.create', { clientId: client.id, text: 'No date' });
    await core.call('actions.create', { clientId: client.id, text: 'Overdue a lot', dueOn: '2026-03-01' });
    const dropped = await core.call('actions.create', { clientId: client.id, text: 'Dropped, no date' });
    await core.call('actions.update', { id: dropped.id, changes: { status: 'dropped' } });
    const done = await core.call('actions.create', { clientId: other.id, text: 'Done already', dueOn: '2026-03-02' });
    await core.call('actions.update', { id: done.id, changes: { status: 'done' } });

    const all = await core.call('actions.list', { status: 'all', timeZone: 'Europe/Sofia' });
    expect(all.map((i) => [i.text, i.overdue])).toEqual([
      ['Overdue a lot', true],
      ['Overdue a little', true],
      ['Due later', false],
      ['No date', false],
      ['Done already', false],
      ['Dropped, no date', false],
    ]);
    // Open items and closed ones are read apart: a short list holds only as many as it asks for.
    const texts = async (limit: number) => (await core.call('actions.list', { status: 'all', limit, timeZone: 'Europe/Sofia' })).map((i) => i.text);
    expect(await texts(3)).toEqual(['Overdue a lot', 'Overdue a little', 'Due later']);
    expect(await texts(5)).toEqual(all.slice(0, 5).map((i) => i.text));
    expect((await core.call('actions.list', { status: 'dropped' })).map((i) => i.text)).toEqual(['Dropped, no date']);
    const overdue = await core.call('actions.list', { overdue: true });
    expect(overdue.map((i) => [i.text, i.clientName])).toEqual([
      ['Overdue a lot', 'Мила Иванова'],
      ['Overdue a little', 'Aziz Rahman'],
    ]);
    expect((await core.call('actions.list', { clientId: other.id })).map((i) => i.text)).toEqual(['Overdue a little']);

    // Archived or in the trash, a client's items leave the practice's lists but stay on their page.
    await core.call('clients.archive', { id: other.id, archived: true });
    expect((await core.call('actions.list', { overdue: true })).map((i) => i.text)).toEqual(['Overdue a lot']);
    expect((await core.call('actions.list', { status: 'all' })).map((i) => i.text)).not.toContain('Done already');
    expect((await core.call('actions.list', { clientId: other.id })).map((i) => i.text)).toEqual(['Overdue a little']);
    await core.call('clients.archive', { id: other.id, archived: false });
    expect(await core.call('actions.list', { overdue: true })).toHaveLength(2);
    await core.call('clients.trash', { id: other.id });
    expect((await core.call('actions.list', { overdue: true })).map((i) => i.text)).toEqual(['Overdue a lot']);
  });

  it("reads the dashboard's overdue items and the practice's open and closed items in due order from their indexes, never client by client", async () => {
    const { core, client, clock } = await notesPractice();
    clock.set('2026-03-20T10:00:00Z');
    for (const dueOn of ['2026-03-01', '2026-04-01', null]) await core.call('actions.create', { clientId: client.id, text: `Due ${dueOn}`, dueOn });
    const db = core.vault.db;
    const list = (input: Input<'actions.list'>) => listActions(db, ActionListInput.parse(input), '2026-03-20');
    const plans = capturePlans(db, () => [list({ overdue: true, limit: 8 }), list({ status: 'open' }), list({ status: 'all' }), list({ status: 'done' })]).map((read) => read.plan);
    // "all" reads the open items, then (the page not full) the closed ones.
    expect(plans).toHaveLength(5);
    expect(plans[0]!.split('\n')[0]).toContain('SEARCH a USING INDEX action_items_open_by_due (due_on<?)');
    for (const plan of plans.slice(1, 3)) expect(plan.split('\n')[0]).toContain('SCAN a USING INDEX action_items_open_in_order');
    for (const plan of plans.slice(3)) expect(plan.split('\n')[0]).toContain('SCAN a USING INDEX action_items_in_order');
    for (const plan of plans) expect(plan).not.toContain('TEMP B-TREE');
    for (const plan of plans) expect(plan).toContain('SEARCH c USING INTEGER PRIMARY KEY');
  });

  it("is overdue from the coach's own day, not the computer's", async () => {
    const { core, client, clock } = await notesPractice();
    clock.set('2026-03-20T23:30:00Z'); // already 21 March in Sofia
    await core.call('actions.create', { clientId: client.id, text: 'Due on the 20th', dueOn: '2026-03-20' });
    expect((await core.call('actions.list', { overdue: true, timeZone: 'Europe/Sofia' })).length).toBe(1);
    expect((await core.call('actions.list', { overdue: true, timeZone: 'America/New_York' })).length).toBe(0);
  });

  it('refuses to link an item to another client’s session', async () => {
    const { core, sessions } = await notesPractice();
    const other = await addClient(core, 'Other Client');
    await expect(core.call('actions.create', { clientId: other.id, text: 'x', sessionId: sessions[0].id })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('computes the completion rate over a period, leaving dropped items out', async () => {
    const { core, client, clock } = await notesPractice();
    const item = (text: string, dueOn?: string) => core.call('actions.create', { clientId: client.id, text, dueOn });
    const onTime = await item('on time', '2026-03-05');
    const late = await item('late', '2026-03-06');
    await item('still open', '2026-03-10');
    const dropped = await item('dropped', '2026-03-11');
    await item('outside the period', '2026-04-20');
    const undated = await item('undated, created in March');

    clock.set('2026-03-04T12:00:00Z');
    await core.call('actions.update', { id: onTime.id, changes: { status: 'done' } });
    await core.call('actions.update', { id: undated.id, changes: { status: 'done' } });
    clock.set('2026-03-09T12:00:00Z');
    await core.call('actions.update', { id: late.id, changes: { status: 'done' } });
    await core.call('actions.update', { id: dropped.id, changes: { status: 'dropped' } });

    const rate = await core.call('actions.completionRate', { clientId: client.id, from: '2026-03-01', to: '2026-03-31', timeZone: 'Europe/Sofia' });
    expect(rate).toMatchObject({ considered: 4, done: 3, doneOnTime: 2, open: 1, dropped: 1, rate: 0.75 });
    const empty = await core.call('actions.completionRate', { clientId: client.id, from: '2025-01-01', to: '2025-01-31' });
    expect(empty).toMatchObject({ considered: 0, rate: null });

    // Reopening an item clears its completion; it counts as open again.
    await core.call('actions.update', { id: onTime.id, changes: { status: 'open' } });
    expect((await core.call('actions.completionRate', { clientId: client.id, from: '2026-03-01', to: '2026-03-31' })).rate).toBe(0.5);
  });
});

import { describe, expect, it } from 'vitest';
import { addClient, schedulingPractice } from '../support/scheduling';

describe('goals', () => {
  it('creates a goal with a measure and milestones, and shows progress as check-ins arrive', async () => {
    const { core } = await schedulingPractice('2026-03-01T08:00:00Z');
    const client = await addClient(core, 'Sara Ahmadi');
    const goal = await core.call('goals.create', {
      clientId: client.id,
      title: 'Run 10 km',
      why: 'To feel strong again',
      targetDate: '2026-09-01',
      metric: { name: 'Longest run', unit: 'km', baseline: 2, target: 10 },
      milestones: ['Buy shoes', 'Run 5 km'],
    });
    expect(goal).toMatchObject({ status: 'active', metric: { direction: 'higher', baseline: 2 }, milestoneCount: { done: 0, total: 2 }, checkInCount: 0, progress: { percent: null } });
    expect(goal.milestones.map((m) => m.title)).toEqual(['Buy shoes', 'Run 5 km']);

    await core.call('goals.addCheckIn', { goalId: goal.id, value: 4, on: '2026-03-10', comment: 'Felt good' });
    const after = await core.call('goals.addCheckIn', { goalId: goal.id, value: 6, rating: 7 });
    // The check-in without a date is today's (1 March), so it comes first and 4 km on 10 March is the latest.
    expect(after.checkIns.map((k) => [k.on, k.value, k.rating, k.fraction])).toEqual([
      ['2026-03-01', 6, 7, 0.5],
      ['2026-03-10', 4, null, 0.25],
    ]);
    expect(after.progress).toMatchObject({ latest: 4, latestOn: '2026-03-10', percent: 25 });
    expect(after.latestRating).toBe(7);

    const [listed] = await core.call('goals.list', { clientId: client.id });
    expect(listed).toMatchObject({ id: goal.id, clientName: 'Sara Ahmadi', progress: { percent: 25 }, checkInCount: 2, lastCheckInOn: '2026-03-10' });
    expect(listed!.trend.map((p) => p.value)).toEqual([6, 4]);
  });

  it('infers "lower is better" from a target below the baseline and refuses a target on the wrong side', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Ivan Petrov');
    const goal = await core.call('goals.create', { clientId: client.id, title: 'Lose weight', metric: { name: 'Weight', unit: 'kg', baseline: 90, target: 80 } });
    expect(goal.metric?.direction).toBe('lower');
    const wrong = core.call('goals.create', { clientId: client.id, title: 'Run more', metric: { name: 'km', baseline: 10, target: 5, direction: 'higher' } });
    await expect(wrong).rejects.toMatchObject({ code: 'METRIC_DIRECTION' });
    expect(await core.call('goals.list', { clientId: client.id })).toHaveLength(1);
  });

  it('keeps milestones in the order the coach sets, and ticks them off with a date', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Nur Aisyah');
    const goal = await core.call('goals.create', { clientId: client.id, title: 'Open a bakery', milestones: ['Business plan', 'Loan', 'Premises'] });
    await core.call('goals.addMilestone', { goalId: goal.id, title: 'Opening day' });
    const [plan, loan, premises, opening] = (await core.call('goals.get', { id: goal.id })).milestones;

    const reordered = await core.call('goals.reorderMilestones', { goalId: goal.id, order: [premises!.id, plan!.id, opening!.id, loan!.id] });
    expect(reordered.milestones.map((m) => m.title)).toEqual(['Premises', 'Business plan', 'Opening day', 'Loan']);

    const ticked = await core.call('goals.updateMilestone', { id: plan!.id, changes: { doneOn: '2026-04-02' } });
    expect(ticked.milestones.find((m) => m.id === plan!.id)?.doneOn).toBe('2026-04-02');
    expect(ticked.milestoneCount).toEqual({ done: 1, total: 4 });

    // A stale order (missing one, or naming another goal's milestone) changes nothing.
    await expect(core.call('goals.reorderMilestones', { goalId: goal.id, order: [loan!.id, plan!.id, premises!.id] })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    const deleted = await core.call('goals.deleteMilestone', { id: opening!.id });
    expect(deleted.milestones.map((m) => m.title)).toEqual(['Premises', 'Business plan', 'Loan']);
    const added = await core.call('goals.addMilestone', { goalId: goal.id, title: 'Celebrate' });
    expect(added.milestones.map((m) => m.title)).toEqual(['Premises', 'Business plan', 'Loan', 'Celebrate']);
  });

  it('flags active goals not checked in for 30 days or more, by the core clock', async () => {
    const { core, clock } = await schedulingPractice('2026-03-01T08:00:00Z');
    const client = await addClient(core, 'Maria Georgieva', { tags: ['career'] });
    const other = await addClient(core, 'Ali Karimi');
    const quiet = await core.call('goals.create', { clientId: client.id, title: 'New job', metric: { name: 'Applications', target: 10 } });
    await core.call('goals.addCheckIn', { goalId: quiet.id, value: 1, on: '2026-03-01' });
    const busy = await core.call('goals.create', { clientId: client.id, title: 'Speak up in meetings' });
    const paused = await core.call('goals.create', { clientId: other.id, title: 'Learn Spanish', status: 'paused' });
    const neverChecked = await core.call('goals.create', { clientId: other.id, title: 'Sleep by 23:00' });

    clock.set('2026-03-30T10:00:00Z');
    await core.call('goals.addCheckIn', { goalId: busy.id, rating: 6 });
    const day29 = await core.call('goals.list', { status: 'active', timeZone: 'UTC' });
    expect(day29.filter((g) => g.stale)).toEqual([]);

    clock.set('2026-03-31T10:00:00Z');
    const day30 = await core.call('goals.list', { status: 'active', timeZone: 'UTC' });
    expect(day30.map((g) => [g.title, g.stale, g.daysSinceCheckIn])).toEqual([
      ['Sleep by 23:00', true, 30],
      ['New job', true, 30],
      ['Speak up in meetings', false, 1],
    ]);
    expect((await core.call('goals.list', { staleOnly: true, timeZone: 'UTC' })).map((g) => g.id).sort()).toEqual([quiet.id, neverChecked.id].sort());
    // A limit keeps the first in the list's order; for stale goals, the first stale ones.
    expect((await core.call('goals.list', { status: 'active', limit: 2, timeZone: 'UTC' })).map((g) => g.title)).toEqual(['Sleep by 23:00', 'New job']);
    expect((await core.call('goals.list', { staleOnly: true, limit: 1, timeZone: 'UTC' })).map((g) => g.title)).toEqual(['Sleep by 23:00']);
    await core.call('goals.addCheckIn', { goalId: neverChecked.id, rating: 5 });
    expect((await core.call('goals.list', { staleOnly: true, limit: 1, timeZone: 'UTC' })).map((g) => g.title)).toEqual(['New job']);
    // A paused goal is never flagged, and is left out of the active list.
    expect((await core.call('goals.list', { status: 'paused', timeZone: 'UTC' })).map((g) => [g.id, g.stale])).toEqual([[paused.id, false]]);
    expect((await core.call('goals.list', { tag: 'career' })).map((g) => g.title).sort()).toEqual(['New job', 'Speak up in meetings']);
  });

  it('counts the stale goals the filters ask for, however few rows are loaded, exactly as the rows flag them', async () => {
    const { core, clock } = await schedulingPractice('2026-01-01T08:00:00Z');
    const mentor = await addClient(core, 'Maria Georgieva', { tags: ['career'] });
    const runner = await addClient(core, 'Ali Karimi');
    // Created on 1 January; on 31 January, Goal n is last checked in n days before (Goal 30 never).
    const goals = [];
    for (let back = 0; back <= 30; back++) goals.push(await core.call('goals.create', { clientId: back % 2 ? mentor.id : runner.id, title: `Goal ${back}` }));
    await core.call('goals.create', { clientId: runner.id, title: 'On hold', status: 'paused' });
    clock.set('2026-01-31T10:00:00Z');
    for (const [back, goal] of goals.slice(0, 30).entries()) await core.call('goals.addCheckIn', { goalId: goal.id, rating: 5, on: `2026-01-${String(31 - back).padStart(2, '0')}` });
    const utc = { timeZone: 'UTC' } as const;
    // Goal 30 was never checked in (created 30 days ago); Goal 29's check-in was 29 days ago.
    const rows = await core.call('goals.list', utc);
    expect(rows.filter((g) => g.stale).map((g) => g.title)).toEqual(['Goal 30']);
    expect(await core.call('goals.staleCount', utc)).toEqual({ stale: 1 });

    // 20:00 in London is already the next day in Tokyo.
    clock.set('2026-02-20T20:00:00Z');
    const later = await core.call('goals.list', utc);
    const flagged = later.filter((g) => g.stale).length;
    expect(flagged).toBe(21);
    expect(await core.call('goals.staleCount', utc)).toEqual({ stale: flagged });
    // The page loads a few rows; the count is of all of them.
    expect(await core.call('goals.list', { ...utc, limit: 3 })).toHaveLength(3);
    expect(await core.call('goals.staleCount', { ...utc, status: 'active' })).toEqual({ stale: 21 });
    // Filters narrow the count as they narrow the list; only active goals go stale.
    const mentorStale = later.filter((g) => g.stale && g.clientId === mentor.id).length;
    expect(await core.call('goals.staleCount', { ...utc, tag: 'career' })).toEqual({ stale: mentorStale });
    expect(await core.call('goals.staleCount', { ...utc, clientId: runner.id })).toEqual({ stale: flagged - mentorStale });
    expect(await core.call('goals.staleCount', { ...utc, status: 'paused' })).toEqual({ stale: 0 });
    // "Today" is the coach's: in Tokyo, 21 February, a day more for every goal.
    expect(await core.call('goals.staleCount', { timeZone: 'Asia/Tokyo' })).toEqual({ stale: 22 });
    await core.call('clients.archive', { id: mentor.id, archived: true });
    expect(await core.call('goals.staleCount', utc)).toEqual({ stale: flagged - mentorStale });
    await expect(core.call('goals.staleCount', { ...utc, staleOnly: true } as never)).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('leaves goals of archived and trashed clients off the practice list, but keeps them on the client', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Archived Person');
    await core.call('goals.create', { clientId: client.id, title: 'Old goal' });
    await core.call('clients.archive', { id: client.id, archived: true });
    expect(await core.call('goals.list', {})).toEqual([]);
    expect(await core.call('goals.list', { clientId: client.id })).toHaveLength(1);
    await core.call('clients.trash', { id: client.id });
    await expect(core.call('goals.create', { clientId: client.id, title: 'New' })).rejects.toMatchObject({ code: 'CLIENT_IN_TRASH' });
  });

  it('links sessions through check-ins and by hand, only sessions of the same client', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Sara');
    const other = await addClient(core, 'Someone else');
    const goal = await core.call('goals.create', { clientId: client.id, title: 'Confidence' });
    const { session: first } = await core.call('sessions.create', { clientId: client.id, start: '2026-03-03T10:00', minutes: 60, timeZone: 'UTC' });
    const { session: second } = await core.call('sessions.create', { clientId: client.id, start: '2026-03-10T10:00', minutes: 60, timeZone: 'UTC' });
    const { session: foreign } = await core.call('sessions.create', { clientId: other.id, start: '2026-03-04T10:00', minutes: 60, timeZone: 'UTC' });

    await core.call('goals.addCheckIn', { goalId: goal.id, rating: 5, on: '2026-03-03', sessionId: first.id });
    const linked = await core.call('goals.linkSession', { goalId: goal.id, sessionId: second.id, linked: true });
    expect(linked.sessions.map((s) => [s.sessionId, s.explicit, s.checkIns])).toEqual([
      [first.id, false, 1],
      [second.id, true, 0],
    ]);
    expect(linked.checkIns[0]).toMatchObject({ sessionId: first.id, sessionStart: '2026-03-03T10:00:00.000Z' });

    await expect(core.call('goals.addCheckIn', { goalId: goal.id, rating: 5, sessionId: foreign.id })).rejects.toMatchObject({ code: 'SESSION_OF_OTHER_CLIENT' });
    await expect(core.call('goals.linkSession', { goalId: goal.id, sessionId: foreign.id, linked: true })).rejects.toMatchObject({ code: 'SESSION_OF_OTHER_CLIENT' });
    const unlinked = await core.call('goals.linkSession', { goalId: goal.id, sessionId: second.id, linked: false });
    expect(unlinked.sessions.map((s) => s.sessionId)).toEqual([first.id]);
    expect(unlinked.actions).toEqual([]);
  });

  it('refuses a value on a goal without a measure, and a check-in with neither value nor rating', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Sara');
    const goal = await core.call('goals.create', { clientId: client.id, title: 'Be calmer' });
    await expect(core.call('goals.addCheckIn', { goalId: goal.id, value: 3 })).rejects.toMatchObject({ code: 'NO_METRIC' });
    await expect(core.call('goals.addCheckIn', { goalId: goal.id, comment: 'nothing' })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    const rated = await core.call('goals.addCheckIn', { goalId: goal.id, rating: 4, on: '2026-03-01' });
    await expect(core.call('goals.updateCheckIn', { id: rated.checkIns[0]!.id, changes: { rating: null } })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    const edited = await core.call('goals.updateCheckIn', { id: rated.checkIns[0]!.id, changes: { rating: 6, comment: 'Better week' } });
    expect(edited.checkIns[0]).toMatchObject({ rating: 6, comment: 'Better week', on: '2026-03-01' });
    expect((await core.call('goals.deleteCheckIn', { id: rated.checkIns[0]!.id })).checkIns).toEqual([]);
  });

  it('changes status, measure and text, and deletes a goal with its check-ins', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Sara');
    const goal = await core.call('goals.create', { clientId: client.id, title: 'Read more', metric: { name: 'Books', target: 12 } });
    await core.call('goals.addCheckIn', { goalId: goal.id, value: 3 });
    const updated = await core.call('goals.update', { id: goal.id, changes: { status: 'achieved', title: 'Read 12 books', metric: { name: 'Books', baseline: 0, target: 12 } } });
    expect(updated).toMatchObject({ status: 'achieved', title: 'Read 12 books', why: null, progress: { baseline: 0, baselineSource: 'set', percent: 25 } });
    const noMetric = await core.call('goals.update', { id: goal.id, changes: { metric: null } });
    expect(noMetric).toMatchObject({ metric: null, progress: { fraction: null } });
    await core.call('goals.delete', { id: goal.id });
    await expect(core.call('goals.get', { id: goal.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(core.vault.db.prepare('SELECT count(*) FROM goal_check_ins').pluck().get()).toBe(0);
  });
});

describe('action items serving a goal', () => {
  it('lists the items linked to a goal, refuses another client’s goal, and lets go when the goal is deleted', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Amira');
    const other = await addClient(core, 'Boyan');
    const goal = await core.call('goals.create', { clientId: client.id, title: 'Run 10 km' });
    const othersGoal = await core.call('goals.create', { clientId: other.id, title: 'Sleep more' });

    const item = await core.call('actions.create', { clientId: client.id, text: 'Three runs this week', dueOn: '2026-12-10', goalId: goal.id });
    expect((await core.call('goals.get', { id: goal.id })).actions).toEqual([{ id: item.id, text: 'Three runs this week', status: 'open', dueOn: '2026-12-10' }]);
    await expect(core.call('actions.create', { clientId: client.id, text: 'Wrong goal', goalId: othersGoal.id })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(core.call('actions.update', { id: item.id, changes: { goalId: 999_999 } })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await core.call('goals.delete', { id: goal.id });
    const kept = (await core.call('actions.list', { clientId: client.id })).find((a) => a.id === item.id);
    expect(kept).toMatchObject({ text: 'Three runs this week', goalId: null });
  });
});

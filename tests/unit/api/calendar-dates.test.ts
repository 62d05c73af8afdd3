import { describe, expect, it } from 'vitest';
import { WHEEL_AREAS } from '../../../src/shared/contract/assessments';
import { IsoDate } from '../../../src/shared/time-zones';
import { makePractice } from '../support/practice';

describe('calendar dates in the contract', () => {
  it('takes real days, leap days included, and refuses days the calendar lacks', () => {
    for (const day of ['2026-03-29', '2024-02-29', '2026-12-31', '2026-01-01']) expect(IsoDate.safeParse(day).success, day).toBe(true);
    for (const day of ['2026-02-30', '2026-13-45', '2025-02-29', '2026-04-31', '2026-01-00', '2026-00-10', '2026-3-9']) {
      expect(IsoDate.safeParse(day).success, day).toBe(false);
    }
  });

  it('saves no goal, check-in or action with an impossible date', async () => {
    const { core } = await makePractice();
    const client = await core.call('clients.create', { fullName: 'Dana Date' });
    const goal = await core.call('goals.create', { clientId: client.id, title: 'Run', metric: { name: 'km', target: 10 } });
    const refused: [string, unknown][] = [
      ['goals.create', { clientId: client.id, title: 'Impossible', targetDate: '2026-02-30' }],
      ['goals.addCheckIn', { goalId: goal.id, value: 3, on: '2026-13-45' }],
      // A check-in records what happened: not in a year mistyped, nor after today anywhere.
      ['goals.addCheckIn', { goalId: goal.id, value: 3, on: '9999-01-01' }],
      ['goals.addCheckIn', { goalId: goal.id, value: 3, on: '0202-01-01' }],
      ['goals.addCheckIn', { goalId: goal.id, value: 3, on: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10) }],
      ['actions.create', { clientId: client.id, text: 'Call', dueOn: '2026-04-31' }],
    ];
    for (const [method, input] of refused) {
      expect(await core.dispatch(method, input), method).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    }
    expect((await core.call('goals.list', { clientId: client.id })).map((g) => g.title)).toEqual(['Run']);
    expect((await core.call('goals.get', { id: goal.id })).checkIns).toEqual([]);
    const today = await core.call('goals.addCheckIn', { goalId: goal.id, value: 3, on: new Date().toISOString().slice(0, 10) });
    expect(await core.dispatch('goals.updateCheckIn', { id: today.checkIns[0]!.id, changes: { on: '9999-01-01' } })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    expect(await core.call('actions.list', { clientId: client.id, status: 'all' })).toEqual([]);
  });

  it('dates no assessment or reached milestone after today, nor before 1900: each records what happened', async () => {
    const { core } = await makePractice();
    const client = await core.call('clients.create', { fullName: 'Dana Date' });
    const wheel = (await core.call('assessmentTemplates.list', {})).find((t) => t.builtin === 'wheel')!;
    const scores = Object.fromEntries(WHEEL_AREAS.map((key) => [key, 5]));
    const goal = await core.call('goals.create', { clientId: client.id, title: 'Run' });
    const milestoneId = (await core.call('goals.addMilestone', { goalId: goal.id, title: 'First 5 km' })).milestones[0]!.id;
    const dayAfterTomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const on of ['9999-01-01', dayAfterTomorrow, '1899-12-31']) {
      expect(await core.dispatch('assessments.create', { clientId: client.id, templateId: wheel.id, on, scores }), on).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
      expect(await core.dispatch('goals.updateMilestone', { id: milestoneId, changes: { doneOn: on } }), on).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    }
    expect(await core.call('assessments.list', { clientId: client.id })).toEqual([]);
    expect((await core.call('goals.get', { id: goal.id })).milestones[0]!.doneOn).toBeNull();

    const today = new Date().toISOString().slice(0, 10);
    const recorded = await core.call('assessments.create', { clientId: client.id, templateId: wheel.id, on: today, scores });
    expect(await core.dispatch('assessments.update', { id: recorded.id, changes: { on: '9999-01-01' } })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    expect((await core.call('assessments.get', { id: recorded.id })).on).toBe(today);
    expect((await core.call('goals.updateMilestone', { id: milestoneId, changes: { doneOn: today } })).milestones[0]!.doneOn).toBe(today);
  });
});

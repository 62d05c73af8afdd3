import { describe, expect, it } from 'vitest';
import type { Core } from '../../../src/core/core';
import { WHEEL_AREAS } from '../../../src/shared/contract/assessments';
import { addClient, schedulingPractice } from '../support/scheduling';

const scoresOf = (values: number[]) => Object.fromEntries(WHEEL_AREAS.map((key, i) => [key, values[i]!]));

async function wheelOf(core: Core) {
  const templates = await core.call('assessmentTemplates.list', {});
  return templates.find((t) => t.builtin === 'wheel')!;
}

describe('assessment templates and assessments', () => {
  it('comes with the Wheel of Life: eight built-in areas scored 1–10, named by key for translation', async () => {
    const { core } = await schedulingPractice();
    const wheel = await wheelOf(core);
    expect(wheel).toMatchObject({ name: null, scaleMin: 1, scaleMax: 10, assessmentCount: 0 });
    expect(wheel.areas).toEqual(WHEEL_AREAS.map((key) => ({ key, label: null })));
  });

  it('records an assessment and compares two dates area by area, with the goals that answer each area', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Sara Ahmadi');
    const wheel = await wheelOf(core);
    const run = await core.call('goals.create', { clientId: client.id, title: 'Run 10 km', area: { templateId: wheel.id, areaKey: 'health' } });
    const first = await core.call('assessments.create', { clientId: client.id, templateId: wheel.id, on: '2026-01-10', scores: scoresOf([4, 6, 5, 7, 3, 6, 2, 8]) });
    const second = await core.call('assessments.create', { clientId: client.id, templateId: wheel.id, on: '2026-03-10', scores: scoresOf([7, 6, 4, 8, 3, 7, 5, 8]), note: 'Running three times a week' });
    expect(first.average).toBe(5.1);

    const { rows } = await core.call('assessments.compare', { beforeId: first.id, afterId: second.id });
    expect(rows.map((r) => [r.key, r.before, r.after, r.change])).toEqual([
      ['health', 4, 7, 3],
      ['career', 6, 6, 0],
      ['finances', 5, 4, -1],
      ['family', 7, 8, 1],
      ['romance', 3, 3, 0],
      ['growth', 6, 7, 1],
      ['fun', 2, 5, 3],
      ['environment', 8, 8, 0],
    ]);
    expect(rows[0]!.goals).toEqual([{ id: run.id, title: 'Run 10 km', status: 'active' }]);
    expect(rows.slice(1).every((r) => r.goals.length === 0)).toBe(true);

    const inPeriod = await core.call('assessments.list', { clientId: client.id, from: '2026-02-01', to: '2026-12-31' });
    expect(inPeriod.map((a) => a.id)).toEqual([second.id]);
  });

  it('never changes past assessments when the template is renamed, rescaled or loses and gains areas', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Ivan Petrov');
    const wheel = await wheelOf(core);
    const before = await core.call('assessments.create', { clientId: client.id, templateId: wheel.id, on: '2026-01-10', scores: scoresOf([4, 6, 5, 7, 3, 6, 2, 8]) });

    // Rename "health" to the coach's own words, drop "romance", add "Spirituality", widen the scale.
    const areas = wheel.areas.filter((a) => a.key !== 'romance').map((a) => (a.key === 'health' ? { key: a.key, label: 'Body & energy' } : { key: a.key }));
    const edited = await core.call('assessmentTemplates.update', {
      id: wheel.id,
      changes: { name: 'My wheel', scaleMin: 0, scaleMax: 100, areas: [...areas, { label: 'Spirituality' }] },
    });
    expect(edited.areas.map((a) => [a.key, a.label])).toEqual([
      ['health', 'Body & energy'],
      ['career', null],
      ['finances', null],
      ['family', null],
      ['growth', null],
      ['fun', null],
      ['environment', null],
      ['area-1', 'Spirituality'],
    ]);

    const unchanged = await core.call('assessments.get', { id: before.id });
    expect(unchanged).toEqual(before);
    expect(unchanged.scores.find((s) => s.key === 'romance')).toEqual({ key: 'romance', label: null, score: 3 });

    const after = await core.call('assessments.create', {
      clientId: client.id,
      templateId: wheel.id,
      on: '2026-04-10',
      scores: { health: 70, career: 60, finances: 50, family: 80, growth: 70, fun: 40, environment: 90, 'area-1': 55 },
    });
    expect(after).toMatchObject({ templateName: 'My wheel', scaleMin: 0, scaleMax: 100 });
    const { rows } = await core.call('assessments.compare', { beforeId: before.id, afterId: after.id });
    // The earlier scores (1–10) on the later scale (0–100), at the same share of it: 4 of 10 was
    // a third of the way up, 33.3. Compared raw, every area read as tens of points better.
    expect(rows.map((r) => [r.key, r.label, r.before, r.after, r.change])).toEqual([
      ['health', 'Body & energy', 33.3, 70, 36.7],
      ['career', null, 55.6, 60, 4.4],
      ['finances', null, 44.4, 50, 5.6],
      ['family', null, 66.7, 80, 13.3],
      ['growth', null, 55.6, 70, 14.4],
      ['fun', null, 11.1, 40, 28.9],
      ['environment', null, 77.8, 90, 12.2],
      ['area-1', 'Spirituality', null, 55, null],
      ['romance', null, 22.2, null, null],
    ]);

    // Correcting the old assessment checks it against its own areas and scale, not the template's.
    await expect(core.call('assessments.update', { id: before.id, changes: { scores: { ...scoresOf([4, 6, 5, 7, 3, 6, 2, 8]), health: 50 } } })).rejects.toMatchObject({
      code: 'SCORE_OUT_OF_SCALE',
      details: { area: 'health', min: 1, max: 10 },
    });
    const corrected = await core.call('assessments.update', { id: before.id, changes: { scores: { ...scoresOf([4, 6, 5, 7, 3, 6, 2, 8]), health: 5 }, note: 'Typo fixed' } });
    expect(corrected.scores.map((s) => s.key)).toEqual([...WHEEL_AREAS]);
    expect(corrected).toMatchObject({ on: '2026-01-10', note: 'Typo fixed', scaleMax: 10 });
    expect(await core.call('assessments.update', { id: before.id, changes: { on: '2026-01-11' } })).toMatchObject({ on: '2026-01-11', note: 'Typo fixed' });
  });

  it('never gives a new area the key of a removed one, so old scores never line up with it', async () => {
    const { core } = await schedulingPractice();
    const template = await core.call('assessmentTemplates.create', { name: 'Leadership', areas: [{ label: 'Vision' }, { label: 'Delegation' }, { label: 'Feedback' }] });
    expect(template.areas.map((a) => a.key)).toEqual(['area-1', 'area-2', 'area-3']);
    const withoutFeedback = await core.call('assessmentTemplates.update', { id: template.id, changes: { areas: [{ key: 'area-1' }, { key: 'area-2' }, { label: 'Coaching others' }] } });
    expect(withoutFeedback.areas.map((a) => [a.key, a.label])).toEqual([
      ['area-1', 'Vision'],
      ['area-2', 'Delegation'],
      ['area-4', 'Coaching others'],
    ]);
  });

  it('refuses scores for unknown areas, missing areas and scores off the scale, recording nothing', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Nur');
    const wheel = await wheelOf(core);
    const attempt = (scores: Record<string, number>) => core.call('assessments.create', { clientId: client.id, templateId: wheel.id, scores });
    await expect(attempt({ ...scoresOf([5, 5, 5, 5, 5, 5, 5, 5]), sleep: 3 })).rejects.toMatchObject({ code: 'AREA_UNKNOWN', details: { area: 'sleep' } });
    await expect(attempt({ health: 5 })).rejects.toMatchObject({ code: 'AREA_UNSCORED' });
    await expect(attempt(scoresOf([5, 5, 11, 5, 5, 5, 5, 5]))).rejects.toMatchObject({ code: 'SCORE_OUT_OF_SCALE', details: { area: 'finances' } });
    expect(await core.call('assessments.list', { clientId: client.id })).toEqual([]);
  });

  it('hides a used template when deleted (its assessments keep it) and keeps the Wheel of Life', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Ana');
    const wheel = await wheelOf(core);
    await expect(core.call('assessmentTemplates.delete', { id: wheel.id })).rejects.toMatchObject({ code: 'BUILTIN_TEMPLATE' });
    const custom = await core.call('assessmentTemplates.create', { name: 'Team', scaleMax: 5, areas: [{ label: 'Trust' }, { label: 'Goals' }, { label: 'Roles' }] });
    const recorded = await core.call('assessments.create', { clientId: client.id, templateId: custom.id, scores: { 'area-1': 2, 'area-2': 4, 'area-3': 5 } });
    await core.call('assessmentTemplates.delete', { id: custom.id });
    expect((await core.call('assessmentTemplates.list', {})).map((t) => t.id)).toEqual([wheel.id]);
    expect(await core.call('assessments.get', { id: recorded.id })).toEqual(recorded);
    await expect(core.call('assessments.create', { clientId: client.id, templateId: custom.id, scores: { 'area-1': 2, 'area-2': 4, 'area-3': 5 } })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is refused for a client in the trash or one that no longer exists, and lists nothing for a missing client', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Boris Petrov');
    const wheel = await wheelOf(core);
    await core.call('clients.trash', { id: client.id });
    await expect(core.call('assessments.create', { clientId: client.id, templateId: wheel.id, scores: scoresOf([5, 5, 5, 5, 5, 5, 5, 5]) })).rejects.toMatchObject({ code: 'CLIENT_IN_TRASH', details: { name: 'Boris Petrov' } });
    await expect(core.call('assessments.create', { clientId: client.id + 1, templateId: wheel.id, scores: scoresOf([5, 5, 5, 5, 5, 5, 5, 5]) })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(core.call('assessments.list', { clientId: client.id + 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(core.call('packages.create', { clientId: client.id + 1, sessionsCount: 5, purchasedOn: '2026-01-05' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

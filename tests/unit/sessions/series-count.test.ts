import { describe, expect, it, vi } from 'vitest';
import { buildRepeatRule, repeatChoiceOf } from '../../../src/shared/scheduling/repeat-rule';
import { dateFacts } from '../../../src/renderer/src/scheduling/wall-clock';
import { addClient, localStart, schedulingPractice } from '../support/scheduling';

// The dialog's helpers read the coach's zone from the page's queries module.
vi.mock('../../../src/renderer/src/scheduling/queries', () => ({ COACH_TIME_ZONE: 'Europe/Sofia' }));
const { changesOf, draftOf } = await import('../../../src/renderer/src/calendar/session-draft');

const SOFIA = 'Europe/Sofia';

describe('a series counted to a number of sessions, edited from the middle', () => {
  it('moving "this and following" a day keeps the number of sessions (the dialog sends no rule it was not asked to change)', async () => {
    const { core } = await schedulingPractice('2026-03-01T08:00:00Z');
    const client = await addClient(core, 'Monthly Client');
    await core.call('sessions.create', { clientId: client.id, start: '2026-03-10T10:00', timeZone: SOFIA, minutes: 60, repeat: 'FREQ=MONTHLY;BYDAY=2TU;COUNT=6' });
    const fourth = (await core.call('sessions.list', { clientId: client.id }))[3]!;
    const changes = changesOf({ ...draftOf(fourth, {}, 60), start: '2026-06-10T10:00', scope: 'following' }, fourth);
    expect(changes).not.toHaveProperty('repeat');
    await core.call('sessions.update', { id: fourth.id, scope: 'following', changes });
    const after = (await core.call('sessions.list', { clientId: client.id })).map((s) => localStart(s, SOFIA));
    expect(after).toEqual(['2026-03-10 10:00', '2026-04-14 10:00', '2026-05-12 10:00', '2026-06-10 10:00', '2026-07-08 10:00', '2026-08-12 10:00']);
  });

  it('a new count set from the middle counts the whole series, as the form shows it', async () => {
    const { core } = await schedulingPractice('2026-03-01T08:00:00Z');
    const client = await addClient(core, 'Weekly Client');
    await core.call('sessions.create', { clientId: client.id, start: '2026-03-03T10:00', timeZone: SOFIA, minutes: 60, repeat: 'FREQ=WEEKLY;COUNT=6' });
    const third = (await core.call('sessions.list', { clientId: client.id }))[2]!;
    const draft = draftOf(third, {}, 60);
    const changes = changesOf({ ...draft, repeat: { ...draft.repeat!, ends: { count: 8 } }, scope: 'following' }, third);
    await core.call('sessions.update', { id: third.id, scope: 'following', changes });
    expect(await core.call('sessions.list', { clientId: client.id })).toHaveLength(8);
  });

  it('the overlap check of "this and following" stops where the series ends', async () => {
    const { core } = await schedulingPractice('2026-03-01T08:00:00Z');
    const a = await addClient(core, 'Series Client');
    const b = await addClient(core, 'Other Client');
    await core.call('sessions.create', { clientId: a.id, start: '2026-03-03T10:00', timeZone: SOFIA, minutes: 60, repeat: 'FREQ=WEEKLY;COUNT=6' });
    // Four weeks after the series' last session (7 April).
    await core.call('sessions.create', { clientId: b.id, start: '2026-05-05T10:30', timeZone: SOFIA, minutes: 60 });
    const fifth = (await core.call('sessions.list', { clientId: a.id }))[4]!;
    const start = '2026-03-31T10:00';
    const repeat = buildRepeatRule(repeatChoiceOf(fifth.repeat!)!, dateFacts(start));
    expect(await core.call('sessions.checkConflicts', { start, minutes: 60, timeZone: SOFIA, repeat, sessionId: fifth.id, scope: 'following' })).toEqual([]);
  });
});

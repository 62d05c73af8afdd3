import { describe, expect, it } from 'vitest';
import { SEARCH_SOURCES } from '../../../src/core/search/sources';
import { makePractice } from '../support/practice';

/** Columns an expression reads from the row aliased `alias` (`r.title`, `m.title`, …). */
const columnsRead = (sql: string, alias: string) => [...sql.matchAll(new RegExp(`\\b${alias}\\.(\\w+)`, 'g'))].map((m) => m[1]).filter((c) => c !== 'id');

describe('search index re-indexing', () => {
  // The update triggers fire only for `columns`: a column read but not listed would leave stale words in the index.
  it.each(SEARCH_SOURCES.map((s) => [s.kind, s] as const))('%s lists every column its index reads', (_kind, source) => {
    const read = columnsRead([source.title, source.body, source.alsoIndexed ?? '', source.clientId, source.where ?? ''].join(' '), 'r');
    expect(source.columns).toEqual(expect.arrayContaining(read));
  });

  it('finds an action item by its new wording, and not by its old one, after it is reworded and then ticked off', async () => {
    const { core } = await makePractice();
    const client = await core.call('clients.create', { fullName: 'Мила Иванова' });
    const item = await core.call('actions.create', { clientId: client.id, text: 'Обади се на наставника' });
    await core.call('actions.update', { id: item.id, changes: { text: 'Запиши се на курса' } });
    await core.call('actions.update', { id: item.id, changes: { status: 'done' } });
    const kinds = async (text: string) => (await core.call('search.query', { text })).groups.map((g) => g.kind);
    expect(await kinds('курса')).toContain('action_item');
    expect(await kinds('наставника')).not.toContain('action_item');
  });

  it('leaves the index alone when an action item is only ticked off or moved', async () => {
    const { core } = await makePractice();
    const client = await core.call('clients.create', { fullName: 'Мила Иванова' });
    const item = await core.call('actions.create', { clientId: client.id, text: 'Обади се на наставника' });
    // Every write to an FTS5 index adds a segment record, so an unchanged record count means nothing was re-indexed.
    const records = () => core.vault.db.prepare('SELECT count(*) FROM fts_action_item_data').pluck().get();
    const before = records();
    await core.call('actions.update', { id: item.id, changes: { status: 'done' } });
    await core.call('actions.update', { id: item.id, changes: { dueOn: '2026-04-01', text: 'Обади се на наставника' } });
    expect(records()).toBe(before);
    await core.call('actions.update', { id: item.id, changes: { text: 'Запиши се на курса' } });
    expect(records()).not.toBe(before);
  });

  it('finds a goal by a milestone renamed after it was ticked off', async () => {
    const { core } = await makePractice();
    const client = await core.call('clients.create', { fullName: 'Мила Иванова' });
    const goal = await core.call('goals.create', { clientId: client.id, title: 'Нова работа', milestones: ['Автобиография'] });
    const milestone = goal.milestones[0]!;
    await core.call('goals.updateMilestone', { id: milestone.id, changes: { doneOn: '2026-03-01' } });
    await core.call('goals.updateMilestone', { id: milestone.id, changes: { title: 'Портфолио' } });
    const kinds = async (text: string) => (await core.call('search.query', { text })).groups.map((g) => g.kind);
    expect(await kinds('портфолио')).toContain('goal');
    expect(await kinds('автобиография')).not.toContain('goal');
  });
});

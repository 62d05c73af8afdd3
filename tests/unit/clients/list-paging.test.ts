import { describe, expect, it } from 'vitest';
import type { Core } from '../../../src/core/core';
import type { ClientStatus, ClientSummary, ClientView, Input, Output } from '../../../src/shared/contract';
import { addClient, schedulingPractice } from '../support/scheduling';
import { capturePlans } from '../support/query-plans';

type Page = Partial<Input<'clients.list'>>;

/** Every client of a view (one page holds them all), to check a total against. */
async function everyone(core: Core, view: ClientView, status?: ClientStatus): Promise<ClientSummary[]> {
  return (await core.call('clients.list', { view, status, limit: 50_000 })).items;
}

/** The list walked page by page as the coach scrolls: each page after the previous page's last row. */
async function scrolled(core: Core, input: Page, size: number): Promise<string[]> {
  const names: string[] = [];
  let after: Input<'clients.list'>['after'] = null;
  for (let offset = 0; ; offset += size) {
    const page: Output<'clients.list'> = await core.call('clients.list', { ...input, limit: size, offset, after });
    names.push(...page.items.map((c) => `${c.fullName}#${c.id}`));
    const last = page.items.at(-1);
    if (page.items.length < size || !last) return names;
    after = { id: last.id, fullName: last.fullName, code: last.code };
  }
}

describe('client list totals and paging at scale', () => {
  it('shows the right number of clients in every view and status as clients come, change, move and go', async () => {
    const { core } = await schedulingPractice();
    const views = ['current', 'archived', 'trash'] as const;
    const expectTotals = async () => {
      for (const view of views) {
        // A page of one: the total cannot come from the page's own rows.
        expect((await core.call('clients.list', { view, limit: 1 })).total, view).toBe((await everyone(core, view)).length);
        for (const status of ['prospect', 'active', 'paused', 'completed'] as const) {
          expect((await core.call('clients.list', { view, status, limit: 1 })).total, `${view} ${status}`).toBe((await everyone(core, view, status)).length);
        }
      }
    };
    const ids: number[] = [];
    for (const [i, status] of (['active', 'active', 'prospect', 'completed', 'paused', 'active'] as const).entries()) ids.push((await addClient(core, `Client ${i}`, { status })).id);
    await expectTotals();
    expect((await core.call('clients.list', { limit: 1 })).total).toBe(6);
    await core.call('clients.update', { id: ids[0]!, changes: { status: 'completed' } });
    await core.call('clients.update', { id: ids[1]!, changes: { fullName: 'Renamed, same status' } });
    await core.call('clients.archive', { id: ids[0]!, archived: true });
    await core.call('clients.archive', { id: ids[3]!, archived: true });
    await core.call('clients.trash', { id: ids[2]! });
    await core.call('clients.trash', { id: ids[3]! });
    await expectTotals();
    expect((await core.call('clients.list', { view: 'archived', limit: 1 })).total).toBe(1);
    expect((await core.call('clients.list', { view: 'trash', limit: 1 })).total).toBe(2);
    await core.call('clients.restore', { id: ids[2]! });
    await core.call('clients.archive', { id: ids[0]!, archived: false });
    await core.call('clients.trash', { id: ids[4]! });
    await core.call('clients.erase', { id: ids[4]! });
    await expectTotals();
    await core.call('clients.emptyTrash', {});
    await expectTotals();
    expect((await core.call('clients.list', { limit: 1 })).total).toBe(4);
  });

  it('pages scrolled on from the row before are the same rows as pages counted from the top, names repeating or not', async () => {
    const { core } = await schedulingPractice();
    const names = ['Ana Petrova', 'ana petrova', 'Boris', 'Мила Иванова', 'Zed', 'Ana Petrova', 'Đorđe'];
    for (let i = 0; i < 53; i++) await addClient(core, names[i % names.length]!, { code: `K${String((i * 37) % 101).padStart(3, '0')}`, tags: i % 3 ? [] : ['vip'] });
    for (const input of [{ sort: 'name' }, { sort: 'code' }, { sort: 'name', search: 'ana' }, { sort: 'name', tag: 'vip' }, { sort: 'recent' }] as const) {
      const all = (await core.call('clients.list', { ...input, limit: 50_000 })).items.map((c) => `${c.fullName}#${c.id}`);
      expect(all.length, JSON.stringify(input)).toBeGreaterThan(10);
      expect(await scrolled(core, input, 4), JSON.stringify(input)).toEqual(all);
      expect(await scrolled(core, input, 5), JSON.stringify(input)).toEqual(all);
    }
    // The page after a row is right even if that row has gone meanwhile, and carries the list's total.
    const first = await core.call('clients.list', { limit: 10 });
    const gone = first.items.at(-1)!;
    await core.call('clients.trash', { id: gone.id });
    await core.call('clients.erase', { id: gone.id });
    const next = await core.call('clients.list', { limit: 10, offset: 10, after: { id: gone.id, fullName: gone.fullName, code: gone.code } });
    const all = (await core.call('clients.list', { limit: 50_000 })).items;
    expect(next.items.map((c) => c.id)).toEqual(all.slice(9, 19).map((c) => c.id));
    expect(next.total).toBe(52);
    // Archived clients newest first, whole and page by page, as worked out here from every client.
    for (const client of all.filter((_, i) => i % 3 === 0)) await core.call('clients.archive', { id: client.id, archived: true });
    const newest = core.vault.db.prepare("SELECT full_name || '#' || id FROM clients WHERE archived_at IS NOT NULL AND trashed_at IS NULL ORDER BY created_at DESC, id DESC").pluck().all();
    expect(newest.length).toBeGreaterThan(10);
    const archived = { view: 'archived', sort: 'recent' } as const;
    expect((await core.call('clients.list', { ...archived, limit: 50_000 })).items.map((c) => `${c.fullName}#${c.id}`)).toEqual(newest);
    expect(await scrolled(core, archived, 4)).toEqual(newest);
    // And of one status, by name and by status, read from the name index.
    const status = (await core.call('clients.list', { view: 'archived', limit: 1 })).items[0]!.status;
    const named = core.vault.db
      .prepare("SELECT full_name || '#' || id FROM clients WHERE archived_at IS NOT NULL AND trashed_at IS NULL AND status = ? ORDER BY name_key, id")
      .pluck()
      .all(status);
    for (const sort of ['name', 'status'] as const) expect(await scrolled(core, { view: 'archived', status, sort }, 4), sort).toEqual(named);
  });

  it('by next session: the clients with a session booked soonest first, then everyone else by name, page by page, filtered or not; by status: active first', async () => {
    const { core } = await schedulingPractice();
    const names = ['Ana', 'bora', 'Cem', 'Ana', 'Dara', 'eli', 'Fox', 'Gul'];
    for (let i = 0; i < 24; i++) {
      const client = await addClient(core, `${names[i % names.length]} ${i % 5}`, { status: i % 4 ? 'active' : 'paused', tags: i % 3 ? [] : ['vip'] });
      // Some booked ahead (two at the same hour), some only in the past, one only cancelled ahead.
      if (i % 3 === 0) await core.call('sessions.create', { clientId: client.id, start: `2026-03-${String(10 + (i % 7)).padStart(2, '0')}T09:00`, minutes: 60 });
      if (i % 4 === 1) await core.call('sessions.create', { clientId: client.id, start: '2026-02-10T09:00', minutes: 60 });
      if (i === 5) {
        const { session } = await core.call('sessions.create', { clientId: client.id, start: '2026-03-20T09:00', minutes: 60 });
        await core.call('sessions.cancel', { id: session.id, late: false });
      }
    }
    const key = (c: ClientSummary) => `${c.fullName}#${c.id}`;
    for (const filters of [{}, { search: 'an' }, { search: 'ana' }, { status: 'paused' }, { tag: 'vip' }] as const) {
      const named = (await core.call('clients.list', { ...filters, limit: 50_000 })).items;
      // The order the list promises, worked out here from each row's own next session.
      const expected = [...named].sort((a, b) => {
        if (!a.nextSessionAt !== !b.nextSessionAt) return a.nextSessionAt ? -1 : 1;
        return (a.nextSessionAt ?? '').localeCompare(b.nextSessionAt ?? '') || a.fullName.toLowerCase().localeCompare(b.fullName.toLowerCase()) || a.id - b.id;
      });
      expect(expected.some((c) => c.nextSessionAt) || 'status' in filters, JSON.stringify(filters)).toBe(true);
      const input = { ...filters, sort: 'nextSession' } as const;
      expect((await core.call('clients.list', { ...input, limit: 50_000 })).items.map(key), JSON.stringify(filters)).toEqual(expected.map(key));
      // By last session: clients never seen first (they need a call), then the longest unseen.
      const byLast = [...named].sort((a, b) => {
        if (!a.lastSessionAt !== !b.lastSessionAt) return a.lastSessionAt ? 1 : -1;
        return (a.lastSessionAt ?? '').localeCompare(b.lastSessionAt ?? '') || a.fullName.toLowerCase().localeCompare(b.fullName.toLowerCase()) || a.id - b.id;
      });
      if (!Object.keys(filters).length) expect(byLast.filter((c) => c.lastSessionAt).length).toBeGreaterThan(2);
      for (const [offset, limit] of [[0, 50_000], [0, 4], [4, 4], [8, 5], [named.length + 1, 2]] as const) {
        for (const sort of ['lastSession', 'name'] as const) {
          const page = await core.call('clients.list', { ...filters, sort, limit, offset });
          expect(page.total, `${JSON.stringify(filters)} by ${sort} from ${offset}`).toBe(named.length);
          if (sort === 'lastSession') expect(page.items.map(key), `${JSON.stringify(filters)} by last session from ${offset}`).toEqual(byLast.slice(offset, offset + limit).map(key));
          else expect(page.items.map(key)).toEqual(named.slice(offset, offset + limit).map(key));
        }
      }
      const rank = { active: 0, prospect: 1, paused: 2, completed: 3 };
      const byStatus = [...named].sort((a, b) => rank[a.status] - rank[b.status] || a.fullName.toLowerCase().localeCompare(b.fullName.toLowerCase()) || a.id - b.id);
      expect((await core.call('clients.list', { ...filters, sort: 'status', limit: 50_000 })).items.map(key), JSON.stringify(filters)).toEqual(byStatus.map(key));
      for (const size of [2, 3]) {
        const pages: string[] = [];
        for (let offset = 0; offset < named.length + size; offset += size) {
          const page = await core.call('clients.list', { ...input, limit: size, offset });
          expect(page.total).toBe(named.length);
          pages.push(...page.items.map(key));
        }
        expect(pages, `${JSON.stringify(filters)} by ${size}`).toEqual(expected.map(key));
      }
    }
  });

  it('reads the trash, archived clients of a status or newest first, a rare short search by status, a rare status and a rare tag from their own indexes, and works out tags and sessions for the page alone', async () => {
    const { core } = await schedulingPractice();
    for (let i = 0; i < 12; i++) await addClient(core, `Client ${i}`, { status: i % 4 ? 'completed' : 'active', tags: i % 3 ? [] : ['vip'] });
    const [trashed, archived] = (await core.call('clients.list', { status: 'completed', limit: 2 })).items;
    await core.call('clients.trash', { id: trashed!.id });
    await core.call('clients.archive', { id: archived!.id, archived: true });
    const db = core.vault.db;
    const { listClients } = await import('../../../src/core/clients/client-list');
    const page = { search: '', view: 'current', sort: 'code', limit: 10, offset: 0, status: null, tag: null } as const;
    for (const [input, index] of [
      [{ view: 'trash' }, 'clients_by_view_added (trashed_at>?)'],
      [{ view: 'archived', status: 'completed' }, 'clients_by_view_status (trashed_at=? AND archived_at>?)'],
      [{ view: 'archived', sort: 'recent' }, 'SCAN c USING INDEX clients_archived_by_added'],
      [{ view: 'archived', status: 'completed', sort: 'name' }, 'COVERING INDEX clients_by_view_name (trashed_at=? AND archived_at>?)'],
      [{ search: 'cl', sort: 'status' }, 'SEARCH g USING PRIMARY KEY (gram=? AND view=?)'],
      [{ status: 'active' }, 'clients_current_by_status (status=?)'],
      [{ tag: 'vip' }, 'SEARCH tagged USING COVERING INDEX client_tags_by_tag (tag=?)'],
    ] as const) {
      const reads = capturePlans(db, () => listClients(db, { ...page, ...input }, ''));
      const list = reads.find((r) => r.sql.includes('LIMIT @limit'))!;
      expect(list.plan, JSON.stringify(input)).toContain(index);
      expect(list.sql, JSON.stringify(input)).not.toContain('group_concat');
      expect(reads.find((r) => r.sql.includes('group_concat'))!.plan, JSON.stringify(input)).toContain('json_each');
    }
    // Archived clients newest first come in that order: nothing left to sort.
    const newest = capturePlans(db, () => listClients(db, { ...page, view: 'archived', sort: 'recent' }, '')).find((r) => r.sql.includes('LIMIT @limit'))!;
    expect(newest.plan).not.toContain('TEMP B-TREE');
    // A short search many clients match is read from the name index and by last session from its
    // own index (short-search-count.test.ts); these few are found from client_grams.
  });

  it('seeks to the page after a row and takes the total from the kept counts, never reading every client', async () => {
    const { core } = await schedulingPractice();
    for (let i = 0; i < 30; i++) await addClient(core, `Client ${i}`);
    const db = core.vault.db;
    const { listClients } = await import('../../../src/core/clients/client-list');
    const page = { search: '', view: 'current', sort: 'name', limit: 10, offset: 10, status: null, tag: null } as const;
    const after = { id: 5, fullName: 'Client 14', code: 'C0015' };
    const reads = capturePlans(db, () => [listClients(db, { ...page, after }, ''), listClients(db, { ...page, sort: 'code', after }, ''), listClients(db, { ...page, offset: 0 }, ''), listClients(db, { ...page, sort: 'status' }, '')]);
    const lists = reads.filter((r) => r.sql.includes('LIMIT @limit'));
    expect(lists).toHaveLength(4);
    expect(lists[3]!.plan.split('\n')[0]).toContain('clients_by_view_status (trashed_at=? AND archived_at=?)');
    expect(lists[0]!.plan.split('\n')[0]).toContain('clients_by_view_name (trashed_at=? AND archived_at=? AND name_key>?)');
    expect(lists[1]!.plan.split('\n')[0]).toContain('clients_by_view_code (trashed_at=? AND archived_at=? AND code>?)');
    for (const list of lists) expect(list.plan).not.toContain('TEMP B-TREE');
    expect(reads.filter((r) => /count\(\*\)/.test(r.sql))).toEqual([]);
    // By next session: the booked clients from the sessions ahead, the rest from the name index.
    const byNext = capturePlans(db, () => listClients(db, { ...page, sort: 'nextSession', offset: 0 }, '2026-03-01T00:00:00.000Z'));
    expect(byNext.find((r) => r.sql.includes('GROUP BY s.client_id'))?.plan).toContain('SEARCH s USING INDEX sessions_by_start (starts_at>?)');
    expect(byNext.find((r) => r.sql.includes('NOT IN'))?.plan.split('\n')[0]).toContain('clients_by_view_name (trashed_at=? AND archived_at=?)');
    for (const read of byNext) expect(read.plan).not.toMatch(/SCAN (c|s)\b/);
    // Lists sorted after reading sort the clients' ids, and read tags and sessions for the page alone.
    const sorted = capturePlans(db, () => [listClients(db, { ...page, search: 'Client', offset: 0 }, ''), listClients(db, { ...page, sort: 'lastSession', status: 'active', offset: 0 }, '')]);
    const sorts = sorted.filter((r) => r.plan.includes('TEMP B-TREE FOR ORDER BY'));
    expect(sorts).toHaveLength(2);
    for (const sort of sorts) expect(sort.sql).not.toContain('group_concat');
    // By last session, a whole view: the clients seen in order from their index, merged with those booked ahead.
    const byLast = capturePlans(db, () => listClients(db, { ...page, sort: 'lastSession', offset: 0 }, '2026-03-01T00:00:00.000Z')).find((r) => r.sql.includes('UNION ALL'))!;
    expect(byLast.plan).toContain('MERGE (UNION ALL)');
    expect(byLast.plan.match(/SEARCH c USING COVERING INDEX clients_by_view_latest_session/g)).toHaveLength(2);
    expect(byLast.plan).not.toMatch(/SCAN (c|s)\b/);
  });
});

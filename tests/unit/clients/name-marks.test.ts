import { describe, expect, it } from 'vitest';
import { listClients } from '../../../src/core/clients/client-list';
import { nameKey } from '../../../src/core/clients/name-key';
import { layOutNameMarks, nameJump } from '../../../src/core/clients/name-marks';
import type { Db } from '../../../src/core/db/open';
import type { ClientView } from '../../../src/shared/contract';
import { capturePlans } from '../support/query-plans';
import { addClient, schedulingPractice } from '../support/scheduling';

const VIEWS = ['current', 'archived', 'trash'] as const;
const NAMES = ['Ana Petrova', 'ana petrova', 'Boris', 'Мила Иванова', 'Zed', 'Đorđe', 'Émile', 'ana', 'Ана'];

const page = (view: ClientView, offset: number, limit: number) => ({ search: '', view, sort: 'name', limit, offset, status: null, tag: null, after: null }) as const;
const key = (c: { fullName: string; id: number }) => `${c.fullName}#${c.id}`;

/** Every page of every view, jumped to by offset, against the same rows sliced from the whole view. */
function expectJumpsMatch(db: Db, step: string): void {
  for (const view of VIEWS) {
    const all = listClients(db, page(view, 0, 50_000), '').items.map(key);
    for (let offset = 1; offset <= all.length; offset++) {
      const jumped = listClients(db, page(view, offset, 3), '');
      expect(jumped.items.map(key), `${step}: ${view} from ${offset}`).toEqual(all.slice(offset, offset + 3));
      expect(jumped.total).toBe(all.length);
    }
  }
}

describe('jumping deep into the client list by name marks', () => {
  it('shows the same page as skipping row by row, as clients come, are renamed, archived, trashed, restored and erased', async () => {
    const { core } = await schedulingPractice();
    const db = core.vault.db;
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) ids.push((await addClient(core, `${NAMES[i % NAMES.length]}`)).id);
    // Marks every 4 names (the app spaces them by hundreds), so a page often starts mid-stretch.
    for (const view of VIEWS) layOutNameMarks(db, view, 4);
    expectJumpsMatch(db, 'laid out');

    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    for (let step = 0; step < 60; step++) {
      const id = ids[random(ids.length)]!;
      const client = await core.call('clients.get', { id }).catch(() => null);
      const action = random(6);
      if (!client || action === 0) ids.push((await addClient(core, `${NAMES[random(NAMES.length)]} ${random(3)}`)).id);
      else if (action === 1) await core.call('clients.update', { id, changes: { fullName: random(2) ? client.fullName.toUpperCase() : NAMES[random(NAMES.length)]! } });
      else if (client.trashedAt) await (random(2) ? core.call('clients.restore', { id }) : core.call('clients.erase', { id }));
      else if (action === 2) await core.call('clients.archive', { id, archived: !client.archivedAt });
      else await core.call('clients.trash', { id });
      expectJumpsMatch(db, `step ${step}`);
    }
    const counts = db.prepare('SELECT view, sum(clients) AS clients FROM client_name_marks GROUP BY view').all() as { view: ClientView; clients: number }[];
    for (const { view, clients } of counts) expect(clients, view).toBe(listClients(db, page(view, 0, 50_000), '').items.length);
  });

  it('seeks to the mark through the name index, and lays the marks out again when a stretch grows long', async () => {
    const { core } = await schedulingPractice();
    const db = core.vault.db;
    for (let i = 0; i < 30; i++) await addClient(core, `Client ${String(i).padStart(2, '0')}`);
    // The marks start as one stretch per view; a jump past twice the spacing spreads them.
    expect(db.prepare(`SELECT count(*) FROM client_name_marks WHERE view = 'current'`).pluck().get()).toBe(1);
    expect(nameJump(db, 'current', 21, 4)).toEqual({ nameKey: nameKey('Client 20'), id: expect.any(Number), skip: 1 });
    expect(db.prepare(`SELECT clients FROM client_name_marks WHERE view = 'current' ORDER BY name_key, id`).pluck().all()).toEqual([4, 4, 4, 4, 4, 4, 4, 2]);
    // When the marks cannot be written (a full disk, say), the jump still lands, from the old mark.
    layOutNameMarks(db, 'current', 30);
    db.pragma('query_only = ON');
    expect(nameJump(db, 'current', 25, 4)).toEqual({ nameKey: '', id: 0, skip: 25 });
    db.pragma('query_only = OFF');
    expect(db.prepare(`SELECT clients FROM client_name_marks WHERE view = 'current'`).pluck().all()).toEqual([30]);
    layOutNameMarks(db, 'current', 4);

    const plans = capturePlans(db, () => listClients(db, page('current', 25, 3), ''));
    const list = plans.find((r) => r.sql.includes('LIMIT @limit'))!;
    expect(list.plan.split('\n')[0]).toContain('clients_by_view_name (trashed_at=? AND archived_at=? AND name_key>?)');
    expect(list.plan).not.toContain('TEMP B-TREE');
  });

  it('keeps no mark named after a client who is erased or renamed', async () => {
    const { core } = await schedulingPractice();
    const db = core.vault.db;
    const clients = [];
    for (let i = 0; i < 12; i++) clients.push(await addClient(core, `Marked Name ${String(i).padStart(2, '0')}`));
    layOutNameMarks(db, 'current', 4);
    const marked = (name: string) => db.prepare('SELECT count(*) FROM client_name_marks WHERE name_key = ?').pluck().get(nameKey(name));
    expect(marked('Marked Name 04')).toBe(1);
    expect(marked('Marked Name 08')).toBe(1);
    await core.call('clients.trash', { id: clients[4]!.id });
    await core.call('clients.erase', { id: clients[4]!.id });
    await core.call('clients.update', { id: clients[8]!.id, changes: { fullName: 'Someone Else' } });
    expect(marked('Marked Name 04')).toBe(0);
    expect(marked('Marked Name 08')).toBe(0);
    expectJumpsMatch(db, 'after erasing and renaming marked clients');
  });
});

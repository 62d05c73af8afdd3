import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listClients } from '../../../src/core/clients/client-list';
import { nameKey } from '../../../src/core/clients/name-key';
import { nameKeyMigration } from '../../../src/core/clients/name-key-migration';
import { layOutNameMarks } from '../../../src/core/clients/name-marks';
import type { Core } from '../../../src/core/core';
import { migrations } from '../../../src/core/db/migrations';
import type { Db } from '../../../src/core/db/open';
import type { ClientSort, Input, Output } from '../../../src/shared/contract';
import { makeCore, makePractice, PASSPHRASE, tempDir } from '../support/practice';
import { capturePlans } from '../support/query-plans';
import { addClient, addClientAsBefore, schedulingPractice } from '../support/scheduling';

/** Each script's names in its alphabet's order; the scripts in ICU's order (Latin, Cyrillic, Arabic). */
const LATIN = ['Ella', 'Émile', 'emma', 'Zoe'];
const CYRILLIC = ['Борис', 'Иван', 'иван', 'Ѝлия', 'Йордан', 'Яна'];
const PERSIAN = ['آرمان', 'بهرامی', 'پارسا', 'چمران', 'ژاله', 'کریمی', 'گودرزی', 'محمدی', 'وحیدی', 'هاشمی', 'یوسفی'];
const IN_ORDER = [...LATIN, ...CYRILLIC, ...PERSIAN];
/** The same names in the order NOCASE gave some of them: a practice adds clients in no order. */
const AS_ADDED = [...IN_ORDER].reverse().sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

const list = (core: Core, input: Partial<Input<'clients.list'>>) => core.call('clients.list', { limit: 50_000, ...input });
const names = async (core: Core, input: Partial<Input<'clients.list'>> = {}) => (await list(core, input)).items.map((c) => c.fullName);

/** The list walked page by page as the coach scrolls: each page after the previous page's last row. */
async function scrolled(core: Core, sort: ClientSort, size: number): Promise<string[]> {
  const seen: string[] = [];
  let after: Input<'clients.list'>['after'] = null;
  for (let offset = 0; ; offset += size) {
    const page: Output<'clients.list'> = await core.call('clients.list', { sort, limit: size, offset, after });
    seen.push(...page.items.map((c) => c.fullName));
    const last = page.items.at(-1);
    if (page.items.length < size || !last) return seen;
    after = { id: last.id, fullName: last.fullName, code: last.code };
  }
}

/** Every page jumped to by offset (the scrollbar, through the name marks), against the whole list. */
async function expectPagesAgree(core: Core): Promise<void> {
  const all = await names(core);
  expect(await scrolled(core, 'name', 3)).toEqual(all);
  // Marks every 4 names (the app spaces them by hundreds), so a page often starts mid-stretch.
  layOutNameMarks(core.vault.db, 'current', 4);
  for (let offset = 1; offset < all.length; offset++) expect(await names(core, { offset, limit: 3 }), `from ${offset}`).toEqual(all.slice(offset, offset + 3));
}

/** Each client's key as the one function spells it from the name. */
function expectKeysSpelledFromNames(db: Db): void {
  for (const row of db.prepare('SELECT full_name, name_key FROM clients').all() as { full_name: string; name_key: string }[]) expect(row.name_key, row.full_name).toBe(nameKey(row.full_name));
}

describe('the client list in each alphabet’s order', () => {
  it('sorts Persian, Bulgarian and accented Latin names as their alphabets do, by name and within a status', async () => {
    const { core } = await schedulingPractice();
    for (const name of AS_ADDED) await addClient(core, name, { status: PERSIAN.includes(name) ? 'paused' : 'active' });
    expect(await names(core)).toEqual(IN_ORDER);
    expect(await names(core, { sort: 'status' })).toEqual([...LATIN, ...CYRILLIC, ...PERSIAN]);
    expect(await names(core, { sort: 'nextSession' })).toEqual(IN_ORDER);
    expect(await names(core, { sort: 'lastSession' })).toEqual(IN_ORDER);
    expect(await names(core, { status: 'paused' })).toEqual(PERSIAN);
    expect(await names(core, { search: 'ی' })).toEqual(PERSIAN.filter((n) => n.includes('ی')));
    await expectPagesAgree(core);
  });

  it('keeps the order and the pages as names are renamed, and spells every key from its name (create, update, CSV import)', async () => {
    const { core } = await schedulingPractice();
    const ids = new Map<string, number>();
    for (const name of AS_ADDED) ids.set(name, (await addClient(core, name)).id);
    await core.call('clients.update', { id: ids.get('Zoe')!, changes: { fullName: 'كريمي' } }); // Arabic kaf and yeh: کریمی's letters
    await core.call('clients.update', { id: ids.get('Яна')!, changes: { email: 'a@example.com' } });
    const csv = join(tempDir(), 'clients.csv');
    writeFileSync(csv, 'Full name\nélodie\nЖана\nژیلا\n');
    const preview = await core.call('import.csvPreview', { path: csv });
    await core.call('import.csvCommit', { path: csv, mapping: preview.mapping, fingerprint: preview.fingerprint });
    const all = await names(core);
    expect(Math.abs(all.indexOf('كريمي') - all.indexOf('کریمی'))).toBe(1);
    expect(all.slice(all.indexOf('Ella'), all.indexOf('Émile') + 1)).toEqual(['Ella', 'élodie', 'Émile']);
    expect(all.slice(all.indexOf('ژاله'), all.indexOf('ژیلا') + 1)).toEqual(['ژاله', 'ژیلا']);
    expect(all.indexOf('Жана')).toBe(all.indexOf('Борис') + 1);
    expectKeysSpelledFromNames(core.vault.db);
    await expectPagesAgree(core);
  });

  it('reads the list and its deep pages from the name index, as before the key', async () => {
    const { core } = await schedulingPractice();
    for (let i = 0; i < 30; i++) await addClient(core, `${PERSIAN[i % PERSIAN.length]} ${i}`);
    const db = core.vault.db;
    layOutNameMarks(db, 'current', 4);
    const page = { search: '', view: 'current', sort: 'name', limit: 3, offset: 0, status: null, tag: null, after: null } as const;
    const planOf = (input: Parameters<typeof listClients>[1]) => capturePlans(db, () => listClients(db, input, '')).find((r) => r.sql.includes('LIMIT @limit'))!.plan;
    const first = listClients(db, page, '').items;
    expect(planOf(page)).toContain('clients_by_view_name (trashed_at=? AND archived_at=?)');
    const deep = planOf({ ...page, offset: 3, after: { id: first[2]!.id, fullName: first[2]!.fullName, code: first[2]!.code } });
    expect(deep.split('\n')[0]).toContain('clients_by_view_name (trashed_at=? AND archived_at=? AND name_key>?)');
    expect(planOf({ ...page, offset: 25 }).split('\n')[0]).toContain('clients_by_view_name (trashed_at=? AND archived_at=? AND name_key>?)');
    for (const input of [page, { ...page, sort: 'status' as const }, { ...page, offset: 25 }]) expect(planOf(input)).not.toContain('TEMP B-TREE');
  });
});

describe('a practice made before the name key', () => {
  it('is sorted in each alphabet’s order once upgraded, its pages and marks with it', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir, migrations: migrations.filter((m) => m.version < nameKeyMigration.version) });
    for (const name of AS_ADDED) addClientAsBefore(core, name);
    // NOCASE's order, as that version's list read it: Persian پ چ ژ ک گ ی after و and ه, lower-case Cyrillic after upper case, É after Z.
    const before = core.vault.db.prepare('SELECT full_name FROM clients ORDER BY full_name COLLATE NOCASE, id').pluck().all() as string[];
    expect(before.slice(0, 4)).toEqual(['Ella', 'emma', 'Zoe', 'Émile']);
    expect(before.slice(-8)).toEqual(['هاشمی', 'وحیدی', 'پارسا', 'چمران', 'ژاله', 'کریمی', 'گودرزی', 'یوسفی']);
    core.close();
    const upgraded = makeCore({ dataDir });
    await upgraded.call('vault.unlock', { passphrase: PASSPHRASE });
    expect(await names(upgraded)).toEqual(IN_ORDER);
    expectKeysSpelledFromNames(upgraded.vault.db);
    await expectPagesAgree(upgraded);
    const indexes = upgraded.vault.db.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'clients' AND sql LIKE '%full_name%'").pluck().all();
    expect(indexes).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { clientSearchAccentMigration, clientSearchFoldMigration, clientSearchRefoldMigration } from '../../../src/core/clients/search-fold-migration';
import { migrations } from '../../../src/core/db/migrations';
import { makeCore, makePractice, PASSPHRASE, tempDir } from '../support/practice';
import { addClient, addClientAsBefore, schedulingPractice } from '../support/scheduling';

describe('clients', () => {
  it('creates a client with sensible defaults and a generated code', async () => {
    const { core } = await schedulingPractice();
    const client = await core.call('clients.create', { fullName: '  Мила Иванова ', email: '', tags: ['career', 'Career', ' sofia '] });
    expect(client).toMatchObject({ fullName: 'Мила Иванова', email: null, code: 'C0001', status: 'active', documentLanguage: 'en', tags: ['career', 'sofia'] });
    const second = await core.call('clients.create', { fullName: 'Reza', timeZone: 'Asia/Tehran', documentLanguage: 'fa', agreement: { feeMinor: 12000, currency: 'EUR', sessionsIncluded: 6 } });
    expect(second).toMatchObject({ code: 'C0002', timeZone: 'Asia/Tehran', agreement: { feeMinor: 12000, currency: 'EUR', sessionsIncluded: 6, signedOn: null } });
  });

  it('refuses a code another client has, and an unknown time zone', async () => {
    const { core } = await schedulingPractice();
    await addClient(core, 'First', { code: 'AX-1' });
    await expect(addClient(core, 'Second', { code: 'ax-1' })).rejects.toMatchObject({ code: 'CODE_TAKEN', details: { code: 'ax-1' } });
    await expect(addClient(core, 'Third', { timeZone: 'Mars/Olympus' })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    expect((await core.call('clients.list', {})).total).toBe(1);
  });

  it('updates only the fields given', async () => {
    const { core } = await schedulingPractice();
    const client = await addClient(core, 'Siti Aminah', { status: 'paused', tags: ['wellbeing'], email: 'siti@example.my' });
    const updated = await core.call('clients.update', { id: client.id, changes: { preferredName: 'Siti', agreement: { signedOn: '2026-02-01' } } });
    expect(updated).toMatchObject({ status: 'paused', tags: ['wellbeing'], email: 'siti@example.my', preferredName: 'Siti', agreement: { signedOn: '2026-02-01' } });
    const cleared = await core.call('clients.update', { id: client.id, changes: { email: '', tags: [], code: null, timeZone: null } });
    expect(cleared).toMatchObject({ email: null, tags: [], code: client.code, timeZone: 'Europe/Sofia' });
  });

  it('spells a tag as the practice already does, whatever the case or keyboard it is typed with', async () => {
    const { core } = await schedulingPractice();
    await addClient(core, 'Мила Иванова', { tags: ['Лидерство', 'مربیگری', 'کار'] });
    const second = await addClient(core, 'رضا کریمی', { tags: ['лидерство', 'مربيگري', 'كار', 'new'] });
    expect(second.tags.sort()).toEqual(['new', 'Лидерство', 'مربیگری', 'کار'].sort());
    const updated = await core.call('clients.update', { id: second.id, changes: { tags: ['ЛИДЕРСТВО'] } });
    expect(updated.tags).toEqual(['Лидерство']);
    expect((await core.call('clients.tags', {})).map((t) => t.tag).sort()).toEqual(['Лидерство', 'مربیگری', 'کار'].sort());
  });

  it('searches as you type across names in any script, email, tags and code', async () => {
    const { core } = await schedulingPractice();
    await addClient(core, 'Мила Иванова', { tags: ['кариера'] });
    await addClient(core, 'رضا کریمی', { email: 'reza@example.ir' });
    await addClient(core, 'Siti Aminah', { code: 'KL-22', tags: ['Wellbeing'] });
    const names = async (search: string) => (await core.call('clients.list', { search })).items.map((c) => c.fullName);
    expect(await names('мила')).toEqual(['Мила Иванова']);
    expect(await names('МИЛА')).toEqual(['Мила Иванова']);
    expect(await names('КАРИЕРА')).toEqual(['Мила Иванова']);
    expect(await names('كريمي')).toEqual(['رضا کریمی']); // Arabic kaf and yeh match the Persian letters
    expect(await names('REZA@')).toEqual(['رضا کریمی']);
    expect(await names('kl-2')).toEqual(['Siti Aminah']);
    expect(await names('wellbeing')).toEqual(['Siti Aminah']);
    expect(await names('nobody')).toEqual([]);
  });

  it('finds Persian and Arabic spellings the way the practice search does: half-spaces, vowel marks, stretching, letter forms, digits', async () => {
    const { core } = await schedulingPractice();
    for (const name of ['مریم علی\u200cزاده', 'سارا محمّدی', 'نیما حسینــی', 'فاطمة أحمد']) await addClient(core, name);
    const names = async (search: string) => (await core.call('clients.list', { search })).items.map((c) => c.fullName);
    expect(await names('علیزاده')).toEqual(['مریم علی\u200cزاده']);
    expect(await names('محمدی')).toEqual(['سارا محمّدی']);
    expect(await names('حسینی')).toEqual(['نیما حسینــی']);
    expect(await names('فاطمه احمد')).toEqual(['فاطمة أحمد']);
    expect(await names('C۰۰۰۱')).toEqual(['مریم علی\u200cزاده']);
  });

  it('finds a name whatever seat its hamza was written on, with آ or ا, and with the ezafe written out or not', async () => {
    const { core } = await schedulingPractice();
    for (const name of ['رؤیا مسئولی', 'فائزه آزاد', 'سارا رحیمی']) await addClient(core, name);
    const names = async (search: string) => (await core.call('clients.list', { search })).items.map((c) => c.fullName);
    for (const search of ['رویا', 'رؤیا', 'مسؤولی', 'مسئولی', 'مسوولی']) expect(await names(search), search).toEqual(['رؤیا مسئولی']);
    for (const search of ['فایزه', 'فائزه', 'ازاد', 'آزاد']) expect(await names(search), search).toEqual(['فائزه آزاد']);
    expect(await names('رحیمی')).toEqual(['سارا رحیمی']);
  });

  it('finds a Latin name with or without its accents, as the practice search does, and keeps the marks of other scripts', async () => {
    const { core } = await schedulingPractice();
    for (const name of ['Émile Zoë Brontë', 'José Núñez', 'Йордан Йорданов', 'Emma Stone']) await addClient(core, name);
    const names = async (search: string) => (await core.call('clients.list', { search })).items.map((c) => c.fullName);
    // Long searches (the trigram index), short ones (letters and pairs) and ones with a filter (read row by row) alike.
    for (const search of ['emile', 'ÉMILE', 'zoe', 'bronte', 'Zoë']) expect(await names(search), search).toEqual(['Émile Zoë Brontë']);
    for (const search of ['jose', 'nunez', 'Núñez', 'sé']) expect(await names(search), search).toEqual(['José Núñez']);
    expect(await names('é')).toEqual(['Émile Zoë Brontë', 'Emma Stone', 'José Núñez']);
    expect((await core.call('clients.list', { search: 'emi', status: 'active' })).items.map((c) => c.fullName)).toEqual(['Émile Zoë Brontë']);
    // й is a letter of its own in Bulgarian, not и with a mark.
    expect(await names('йордан')).toEqual(['Йордан Йорданов']);
    expect(await names('иордан')).toEqual([]);
  });

  it('folds the search text again for the hamza seats, آ and the ezafe, when the practice is upgraded', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir, migrations: migrations.filter((m) => m.version < clientSearchRefoldMigration.version) });
    const client = addClientAsBefore(core, 'رؤیا آزاد');
    core.vault.db.prepare('INSERT INTO client_tags (client_id, tag) VALUES (?, ?)').run(client.id, 'برنامه\u200cی ویژه');
    const other = addClientAsBefore(core, 'Mila');
    // As the earlier folding stored it: ؤ and آ kept, the ezafe's half-space dropped and its yeh kept.
    core.vault.db.prepare('UPDATE clients SET search_text = ? WHERE id = ?').run('رؤیا آزاد\nc0001\nبرنامهی ویژه', client.id);
    const untouched = core.vault.db.prepare('SELECT search_text FROM clients WHERE id = ?').pluck().get(other.id);
    core.close();
    const upgraded = makeCore({ dataDir });
    await upgraded.call('vault.unlock', { passphrase: PASSPHRASE });
    const ids = async (search: string) => (await upgraded.call('clients.list', { search })).items.map((c) => c.id);
    expect(await ids('رویا')).toEqual([client.id]);
    expect(await ids('ازاد')).toEqual([client.id]);
    expect(await ids('برنامۀ ویژه')).toEqual([client.id]);
    expect(upgraded.vault.db.prepare('SELECT search_text FROM clients WHERE id = ?').pluck().get(other.id)).toBe(untouched);
  });

  it('removes the accents of Latin letters from the search text of clients added before, when the practice is upgraded', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir, migrations: migrations.filter((m) => m.version < clientSearchAccentMigration.version) });
    const client = addClientAsBefore(core, 'Chloé Dupré');
    // As the earlier version stored it: the accents kept.
    core.vault.db.prepare('UPDATE clients SET search_text = ? WHERE id = ?').run('chloé dupré\nc0001', client.id);
    core.close();
    const upgraded = makeCore({ dataDir });
    await upgraded.call('vault.unlock', { passphrase: PASSPHRASE });
    for (const search of ['chloe', 'dupre', 'Chloé', 'lo']) expect((await upgraded.call('clients.list', { search })).items.map((c) => c.id), search).toEqual([client.id]);
  });

  it("folds the search text of clients added before the client list folded as search does, when the practice is upgraded", async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir, migrations: migrations.filter((m) => m.version < clientSearchFoldMigration.version) });
    const client = addClientAsBefore(core, 'مریم علی\u200cزاده');
    // As the earlier version stored it: lower case, Arabic kaf and yeh made Persian, nothing more.
    core.vault.db.prepare('UPDATE clients SET search_text = ? WHERE id = ?').run('مریم علی\u200cزاده\nc0001', client.id);
    core.close();
    const upgraded = makeCore({ dataDir });
    await upgraded.call('vault.unlock', { passphrase: PASSPHRASE });
    expect((await upgraded.call('clients.list', { search: 'علیزاده' })).items.map((c) => c.id)).toEqual([client.id]);
  });

  it('finds a search anywhere in the text, long or short, and follows renames, tags, the trash and erasure', async () => {
    const { core } = await schedulingPractice();
    const mila = await addClient(core, 'Мила Иванова');
    await addClient(core, 'Ivan "Vanko" Petrov', { email: 'ivan@example.bg' });
    const names = async (search: string, view: 'current' | 'trash' = 'current') => (await core.call('clients.list', { search, view })).items.map((c) => c.fullName);
    // Short searches and long ones (answered by the trigram index) mean the same: text anywhere.
    expect(await names('ва')).toEqual(['Мила Иванова']);
    expect(await names('ванов')).toEqual(['Мила Иванова']);
    expect(await names('ла ив')).toEqual(['Мила Иванова']);
    expect(await names('"vanko"')).toEqual(['Ivan "Vanko" Petrov']);
    expect(await names('@example.')).toEqual(['Ivan "Vanko" Petrov']);
    await core.call('clients.update', { id: mila.id, changes: { fullName: 'Мила Георгиева', tags: ['кариера'] } });
    expect(await names('ванова')).toEqual([]);
    expect(await names('георги')).toEqual(['Мила Георгиева']);
    expect(await names('кариер')).toEqual(['Мила Георгиева']);
    await core.call('clients.trash', { id: mila.id });
    expect(await names('георги')).toEqual([]);
    expect(await names('георги', 'trash')).toEqual(['Мила Георгиева']);
    await core.call('clients.erase', { id: mila.id });
    expect(await names('георги', 'trash')).toEqual([]);
  });

  it('filters by status and tag, sorts, and pages', async () => {
    const { core } = await schedulingPractice();
    await addClient(core, 'Cara', { status: 'prospect', tags: ['vip'] });
    await addClient(core, 'Ana', { tags: ['vip'] });
    await addClient(core, 'Boris', { status: 'completed' });
    const list = (input: object) => core.call('clients.list', input).then((r) => r.items.map((c) => c.fullName));
    expect(await list({})).toEqual(['Ana', 'Boris', 'Cara']);
    expect(await list({ sort: 'recent' })).toEqual(['Boris', 'Ana', 'Cara']);
    expect(await list({ status: 'prospect' })).toEqual(['Cara']);
    expect(await list({ tag: 'VIP' })).toEqual(['Ana', 'Cara']);
    expect(await core.call('clients.list', { limit: 1, offset: 1 })).toMatchObject({ total: 3, items: [{ fullName: 'Boris' }] });
    // The last page, a page past the end and a search: the total is every match, not the page's rows.
    expect(await core.call('clients.list', { limit: 2, offset: 2 })).toMatchObject({ total: 3, items: [{ fullName: 'Cara' }] });
    expect(await core.call('clients.list', { limit: 2, offset: 5 })).toMatchObject({ total: 3, items: [] });
    expect(await core.call('clients.list', { search: 'a', limit: 1 })).toMatchObject({ total: 2, items: [{ fullName: 'Ana' }] });
    expect(await core.call('clients.list', { search: 'bor', limit: 2 })).toMatchObject({ total: 1, items: [{ fullName: 'Boris' }] });
    expect(await core.call('clients.tags', {})).toEqual([{ tag: 'vip' }]);
  });

  it('offers each tag once, in order, while a client not in the trash has it', async () => {
    const { core } = await schedulingPractice();
    const ana = await addClient(core, 'Ana', { tags: ['VIP', 'лидерство'] });
    const boris = await addClient(core, 'Boris', { tags: ['vip', 'career', 'лидерство'] });
    await addClient(core, 'Cara', { tags: ['career'], status: 'completed' });
    const tags = async () => (await core.call('clients.tags', {})).map((t) => t.tag.toLowerCase());
    expect(await tags()).toEqual(['career', 'vip', 'лидерство']);
    await core.call('clients.trash', { id: boris.id });
    expect(await tags()).toEqual(['career', 'vip', 'лидерство']);
    await core.call('clients.trash', { id: ana.id });
    expect(await tags()).toEqual(['career']);
    await core.call('clients.restore', { id: boris.id });
    expect(await tags()).toEqual(['career', 'vip', 'лидерство']);
    await core.call('clients.update', { id: boris.id, changes: { tags: [] } });
    expect(await tags()).toEqual(['career']);
  });

  it('archives, trashes and restores without losing anything; only emptying the trash deletes', async () => {
    const { core } = await schedulingPractice();
    const ana = await addClient(core, 'Ana');
    const boris = await addClient(core, 'Boris');
    await core.call('sessions.create', { clientId: boris.id, start: '2026-03-10T10:00', minutes: 60 });
    await core.call('packages.create', { clientId: boris.id, sessionsCount: 5, purchasedOn: '2026-03-01' });

    await core.call('clients.archive', { id: ana.id, archived: true });
    await core.call('clients.trash', { id: boris.id });
    const view = async (v: 'current' | 'archived' | 'trash') => (await core.call('clients.list', { view: v })).items.map((c) => c.fullName);
    expect(await view('current')).toEqual([]);
    expect(await view('archived')).toEqual(['Ana']);
    expect(await view('trash')).toEqual(['Boris']);
    // A client in the trash disappears from the calendar and cannot be booked; the trash's list
    // showed their session booked ahead all the same.
    expect(await core.call('sessions.list', {})).toEqual([]);
    for (const sort of ['name', 'nextSession'] as const) expect((await core.call('clients.list', { view: 'trash', sort })).items[0]!.nextSessionAt).toBeNull();
    await expect(core.call('sessions.create', { clientId: boris.id, start: '2026-03-11T10:00', minutes: 60 })).rejects.toMatchObject({ code: 'CLIENT_IN_TRASH' });

    await core.call('clients.restore', { id: boris.id });
    expect(await core.call('sessions.list', {})).toHaveLength(1);
    expect((await core.call('clients.list', {})).items[0]!.nextSessionAt).not.toBeNull();
    expect((await core.call('packages.list', { clientId: boris.id })).packages).toHaveLength(1);

    await core.call('clients.trash', { id: boris.id });
    expect(await core.call('clients.emptyTrash', {})).toEqual({ deleted: 1 });
    await expect(core.call('clients.get', { id: boris.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const counts = (await core.call('app.status', {})).counts;
    expect(counts).toMatchObject({ clients: 1, sessions: 0, packages: 0 });
  });
});

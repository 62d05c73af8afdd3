import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Core } from '../../../src/core/core';
import type { Db } from '../../../src/core/db/open';
import { indexTable } from '../../../src/core/search/search-index';
import { rebuildProgress, rebuildStep, syncSearchIndexes } from '../../../src/core/search/search-rebuild';
import { SEARCH_SOURCES } from '../../../src/core/search/sources';
import { decryptedDatabase, decryptedWal } from '../support/decrypted-pages';
import { makeCore, makePractice, PASSPHRASE } from '../support/practice';

/** Every index's rows, as a full build makes them. */
function indexed(db: Db): Record<string, unknown[]> {
  return Object.fromEntries(SEARCH_SOURCES.map((source) => [source.kind, db.prepare(`SELECT rowid, client_id, title, body FROM ${indexTable(source)} ORDER BY rowid`).all()]));
}

/** As an update that changes the folding leaves a practice: every index to be built again at the next unlock. */
function foldedByAnOlderVersion(db: Db): void {
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('search_fold_version', '0')").run();
}

/** The old indexes set aside by a rebuild, not yet deleted. */
const retiredIndexes = (db: Db) => db.prepare("SELECT name FROM sqlite_schema WHERE name LIKE 'retired_search_%' AND sql LIKE 'CREATE VIRTUAL TABLE%'").pluck().all();

async function demoPractice(options: Parameters<typeof makeCore>[0] = {}) {
  const { core } = await makePractice(options);
  await core.call('demo.seed', { clients: 8, sessionsPerClient: 4, notesPerClient: 2, seed: 3, timeZone: 'Europe/Sofia' });
  return core;
}

async function relock(core: Core): Promise<void> {
  await core.call('vault.lock', {});
  await core.call('vault.unlock', { passphrase: PASSPHRASE });
}

describe('rebuilding the search indexes after an update', () => {
  it('builds, a few rows at a time and with writes in between, the same indexes as one pass', async () => {
    const core = await demoPractice();
    const db = core.vault.db;
    const whole = indexed(db);
    const ids = db.prepare('SELECT id FROM clients ORDER BY id').pluck().all() as number[];
    const [first, second, last] = [ids[0]!, ids[1]!, ids.at(-1)!];

    foldedByAnOlderVersion(db);
    expect(syncSearchIndexes(db, SEARCH_SOURCES)).toEqual(SEARCH_SOURCES.map((source) => source.kind));
    expect(indexed(db).client).toEqual([]);
    expect(rebuildProgress(db)).toBe(0);
    expect(retiredIndexes(db)).toHaveLength(SEARCH_SOURCES.length);

    const writes = [
      // A client not indexed yet changes name; one already indexed gets a tag; a new one arrives; one is erased.
      () => core.call('clients.update', { id: last, changes: { fullName: 'Ясен Ново Име' } }),
      () => core.call('clients.update', { id: first, changes: { tags: ['преназначен'] } }),
      () => core.call('clients.create', { fullName: 'Siti Baharu' }),
      async () => {
        await core.call('clients.trash', { id: second });
        await core.call('clients.emptyTrash', {});
      },
    ];
    const progress: number[] = [];
    let steps = 0;
    while (rebuildStep(db, SEARCH_SOURCES, () => 3) !== null && rebuildProgress(db) !== null) {
      progress.push(rebuildProgress(db)!);
      await writes[steps++]?.();
    }
    expect(steps).toBeGreaterThan(writes.length);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(rebuildProgress(db)).toBeNull();
    // The old indexes are deleted once the new ones are whole.
    expect(retiredIndexes(db)).not.toEqual([]);
    while (rebuildStep(db, SEARCH_SOURCES, () => 3) !== null);
    expect(retiredIndexes(db)).toEqual([]);
    for (const source of SEARCH_SOURCES) db.exec(`INSERT INTO ${indexTable(source)} (${indexTable(source)}) VALUES ('integrity-check')`);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const stepwise = indexed(db);

    // The same rows indexed in one pass, from the same data.
    foldedByAnOlderVersion(db);
    syncSearchIndexes(db, SEARCH_SOURCES);
    while (rebuildStep(db, SEARCH_SOURCES, () => 1_000_000) !== null);
    expect(stepwise).toEqual(indexed(db));
    expect(stepwise).not.toEqual(whole);
  });

  it('lets the unlock end before a long rebuild does, says how far it has come, and goes on after a lock where it stopped', async () => {
    // A piece (one kind of index at most) at the unlock, then one every 200 ms.
    const slow = { atUnlockMs: 0, pieceMs: 1, pauseMs: 200 };
    const core = await demoPractice({ searchRebuild: slow });
    const name = (core.vault.db.prepare('SELECT full_name FROM clients ORDER BY id DESC LIMIT 1').pluck().get() as string).split(' ')[0]!;
    const hitsFor = async () => (await core.call('search.query', { text: name })).groups.flatMap((group) => group.hits).length;
    const found = await hitsFor();
    expect(found).toBeGreaterThan(0);

    foldedByAnOlderVersion(core.vault.db);
    await relock(core);
    const first = await core.call('search.query', { text: name });
    expect(first.rebuilding).not.toBeNull();
    expect(first.rebuilding!).toBeLessThan(1);

    // Locked part-way: what was indexed stays, and the next unlock goes on from there.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const before = (await core.call('search.query', { text: name })).rebuilding!;
    expect(before).toBeGreaterThan(first.rebuilding!);
    await core.call('vault.lock', {});
    const again = makeCore({ dataDir: core.context.dataDir, searchRebuild: slow });
    await again.call('vault.unlock', { passphrase: PASSPHRASE });
    expect((await again.call('search.query', { text: name })).rebuilding!).toBeGreaterThan(before);

    await expect.poll(async () => (await again.call('search.query', { text: name })).rebuilding, { timeout: 20_000, interval: 50 }).toBeNull();
    expect((await again.call('search.query', { text: name })).groups.flatMap((group) => group.hits)).toHaveLength(found);
  });

  it('finishes at once when asked, as the CLI asks before a search', async () => {
    const core = await demoPractice({ searchRebuild: { atUnlockMs: 0, pieceMs: 1, pauseMs: 60_000 } });
    foldedByAnOlderVersion(core.vault.db);
    await relock(core);
    expect(core.searchIndexes.isRebuilding(core.vault.db)).toBe(true);
    core.searchIndexes.finish(core.vault.db);
    expect(core.searchIndexes.isRebuilding(core.vault.db)).toBe(false);
    expect((await core.call('search.query', { text: 'коуч' })).rebuilding).toBeNull();
  });

  it('sets the old index aside at the unlock and deletes it afterwards, leaving none of its words in the file', async () => {
    const marker = 'quokkazanzibar';
    const core = await demoPractice({ searchRebuild: { atUnlockMs: 0, pieceMs: 1, pauseMs: 60_000 } });
    const { dataDir } = core.context;
    // Words only the old index holds, as a folding an update replaced would have left them.
    core.vault.db.exec(`UPDATE fts_session_note SET body = body || ' ${marker}'`);
    foldedByAnOlderVersion(core.vault.db);
    await relock(core);
    expect(retiredIndexes(core.vault.db)).toHaveLength(SEARCH_SOURCES.length);

    core.searchIndexes.finish(core.vault.db);
    expect(retiredIndexes(core.vault.db)).toEqual([]);
    // The log still holds pages from before (the marker's own write among them) until it is
    // checkpointed, as the app's next checkpoint does.
    core.vault.db.pragma('wal_checkpoint(TRUNCATE)');
    const pageSize = core.vault.db.pragma('page_size', { simple: true }) as number;
    const { dataKey } = core.vault.backupSource();
    const plain = Buffer.concat([decryptedDatabase(join(dataDir, 'coachdesk.db'), dataKey, pageSize), decryptedWal(join(dataDir, 'coachdesk.db-wal'), dataKey, pageSize)]);
    expect(plain.includes('zanzibar')).toBe(false);
    expect(plain.includes('коуч')).toBe(true);
    dataKey.fill(0);
  });

  it('backs up, verifies and reports on a practice whose old index is half deleted', async () => {
    const core = await demoPractice({ searchRebuild: { atUnlockMs: 0, pieceMs: 1, pauseMs: 60_000 } });
    foldedByAnOlderVersion(core.vault.db);
    await relock(core);
    const db = core.vault.db;
    // The new indexes whole, then one piece of an old one's deletion: its structure record among the rows gone.
    while (rebuildProgress(db) !== null) rebuildStep(db, SEARCH_SOURCES, () => 1_000);
    rebuildStep(db, SEARCH_SOURCES, () => 50);
    expect(retiredIndexes(db)).toHaveLength(SEARCH_SOURCES.length);

    const backup = await core.call('backup.create', {});
    await expect(core.call('backup.verify', { path: backup.path, passphrase: PASSPHRASE })).resolves.toBeDefined();
    await expect(core.call('app.status', {})).resolves.toBeDefined();
    core.searchIndexes.finish(db);
    expect(retiredIndexes(db)).toEqual([]);
  });

  it('finishes at the unlock when the practice is small enough', async () => {
    const core = await demoPractice();
    foldedByAnOlderVersion(core.vault.db);
    await relock(core);
    expect((await core.call('search.query', { text: 'коуч' })).rebuilding).toBeNull();
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quoteIdentifier, tableNames } from '../../../src/core/db/counts';
import type { Db } from '../../../src/core/db/open';
import { KINDS, NOT_RECORDS } from '../../../src/core/dataexport/kinds';
import { scopedRecords } from '../../../src/core/dataexport/scope';
import { makePractice, tempDir } from '../support/practice';
import { capturePlans } from '../support/query-plans';
import { populatePractice } from './populate';

/** Every table a coach's records live in (not the search indexes, rebuilt by triggers), row by row. */
function records(db: Db, options: { without?: string[] } = {}): Record<string, unknown[]> {
  const indexes = db.prepare("SELECT name FROM sqlite_schema WHERE sql LIKE 'CREATE VIRTUAL TABLE%'").pluck().all() as string[];
  const tables = tableNames(db).filter((name) => !NOT_RECORDS.includes(name) && !indexes.some((index) => name === index || name.startsWith(`${index}_`)));
  return Object.fromEntries(
    tables.map((name) => {
      const rows = db.prepare(`SELECT * FROM ${quoteIdentifier(name)}`).all() as Record<string, unknown>[];
      // Search text lists a client's tags in the order they were typed, which the tag table
      // does not keep: compared as a set of lines.
      for (const row of rows) if (typeof row.search_text === 'string') row.search_text = row.search_text.split('\n').sort().join('\n');
      return [name, rows.map((row) => JSON.stringify(row)).sort()];
    }),
  );
}

describe('JSON export and import', () => {
  it('brings every record back as it was in a new practice (ids, times, revisions, links)', async () => {
    const marker = 'Round-Trip-Кит-نهنگ';
    const { core } = await makePractice();
    const { trashedId } = await populatePractice(core, marker);
    await core.call('settings.update', { reminderMinutes: 30, language: 'bg', retentionYears: 5 });
    const file = join(tempDir(), 'practice.json');
    const { counts } = await core.call('export.json', { path: file });
    expect(counts.notes).toBeGreaterThan(2);

    const { core: fresh } = await makePractice();
    await expect(fresh.call('import.inspectJson', { path: file })).resolves.toMatchObject({ mode: 'restore', scope: 'practice' });
    const report = await fresh.call('import.json', { path: file });
    expect(report.mode).toBe('restore');

    // The trashed client is not exported; everything else must match row for row.
    core.vault.db.prepare('DELETE FROM clients WHERE id = ?').run(trashedId);
    expect(records(fresh.vault.db)).toEqual(records(core.vault.db));
    const settings = await fresh.call('settings.get', {});
    expect(settings).toMatchObject({ reminderMinutes: 30, language: 'bg', retentionYears: 5 });
    // The search index was rebuilt by the same triggers: the imported notes are findable.
    const { groups } = await fresh.call('search.query', { text: 'раздел' });
    expect(groups.find((group) => group.kind === 'session_note')?.hits.length).toBeGreaterThan(0);
    const json = JSON.parse(readFileSync(file, 'utf8'));
    expect(json).toMatchObject({ format: 'coachdesk-export', formatVersion: 1, scope: { kind: 'practice' } });
    expect(json.settings.backupFolder).toBeUndefined();
    expect(json.notes[0].revisions.length).toBeGreaterThan(0);
  });

  it('merges a full export into a practice in use: new numbers, links kept, nothing twice', async () => {
    const { core } = await makePractice();
    await populatePractice(core, 'Merge');
    const file = join(tempDir(), 'practice.json');
    await core.call('export.json', { path: file });

    const { core: other } = await makePractice();
    const own = await other.call('clients.create', { fullName: 'Already here', code: 'C0001', tags: [] });
    const first = await other.call('import.json', { path: file });
    expect(first.mode).toBe('merge');
    expect(first.renamedCodes).toContainEqual({ from: 'C0001', to: expect.stringMatching(/^C\d{4}$/) });
    const again = await other.call('import.json', { path: file });
    expect(again.counts.clients).toBe(0);
    expect(again.skippedClients.length).toBe(first.counts.clients);

    const { items } = await other.call('clients.list', { view: 'current' });
    const ana = items.find((c) => c.fullName === 'Merge Ана Петрова')!;
    expect(ana.id).not.toBe(own.id);
    const goals = await other.call('goals.list', { clientId: ana.id });
    const goal = await other.call('goals.get', { id: goals[0]!.id });
    const sessions = await other.call('sessions.list', { clientId: ana.id });
    expect(sessions.map((s) => s.id)).toContain(goal.checkIns[0]!.sessionId);
    const actions = await other.call('actions.list', { clientId: ana.id, status: 'all' });
    expect(actions[0]!.goalId).toBe(goal.id);
  });

  it('keeps a series\' deleted occurrences deleted, also from a file made before the series listed them', async () => {
    const { core } = await makePractice();
    const client = await core.call('clients.create', { fullName: 'Deleted Occurrence' });
    await core.call('sessions.create', { clientId: client.id, start: '2026-03-03T10:00', timeZone: 'Europe/Sofia', minutes: 60, repeat: 'FREQ=WEEKLY;COUNT=4' });
    const sessions = await core.call('sessions.list', { clientId: client.id });
    await core.call('sessions.delete', { id: sessions[1]!.id });
    const file = join(tempDir(), 'practice.json');
    await core.call('export.json', { path: file });
    const json = JSON.parse(readFileSync(file, 'utf8'));
    expect(json.sessionSeries[0].exdates).toEqual([sessions[1]!.occurrenceStart]);

    const { writeFileSync } = await import('node:fs');
    delete json.sessionSeries[0].exdates;
    const older = join(tempDir(), 'older.json');
    writeFileSync(older, JSON.stringify(json));
    for (const [path, mode] of [[file, 'restore'], [older, 'restore'], [older, 'merge']] as const) {
      const { core: fresh } = await makePractice();
      if (mode === 'merge') await fresh.call('clients.create', { fullName: 'Already here' });
      expect((await fresh.call('import.json', { path })).mode).toBe(mode);
      const [imported] = (await fresh.call('clients.list', {})).items.filter((c) => c.fullName === 'Deleted Occurrence');
      const [first] = await fresh.call('sessions.list', { clientId: imported!.id });
      await fresh.call('sessions.update', { id: first!.id, scope: 'all', changes: { repeat: 'FREQ=WEEKLY;COUNT=5' } });
      const starts = (await fresh.call('sessions.list', { clientId: imported!.id })).map((s) => s.start);
      expect(starts, `${mode} of ${path}`).not.toContain(sessions[1]!.start);
      expect(starts, `${mode} of ${path}`).toHaveLength(4);
    }
  });

  it('refuses a file that is not an export, or is from a newer version, and changes nothing', async () => {
    const { core } = await makePractice();
    const dir = tempDir();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'other.json'), '{"hello": "world"}');
    await expect(core.call('import.json', { path: join(dir, 'other.json') })).rejects.toMatchObject({ code: 'IMPORT_NOT_AN_EXPORT' });
    // An export of ours cut short (a copy that did not finish) says so, not that it is someone else's file.
    const { core: other } = await makePractice();
    await other.call('clients.create', { fullName: 'Mila Ivanova' });
    await other.call('export.json', { path: join(dir, 'whole.json') });
    const whole = readFileSync(join(dir, 'whole.json'), 'utf8');
    writeFileSync(join(dir, 'cut.json'), whole.slice(0, Math.floor(whole.length / 2)));
    await expect(core.call('import.json', { path: join(dir, 'cut.json') })).rejects.toMatchObject({ code: 'IMPORT_INCOMPLETE', details: { file: 'cut.json' } });
    const newer = { format: 'coachdesk-export', formatVersion: 99, appVersion: '9.0.0', schemaVersion: 99, exportedAt: '2030-01-01T00:00:00Z', scope: { kind: 'practice' } };
    writeFileSync(join(dir, 'newer.json'), JSON.stringify(newer));
    await expect(core.call('import.json', { path: join(dir, 'newer.json') })).rejects.toMatchObject({ code: 'IMPORT_TOO_NEW' });
    const bad = { ...newer, formatVersion: 1, clients: [{ id: 1, code: 'X1', fullName: 'Bad status', status: 'dreaming' }] };
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad));
    // The details fill in the translated message's placeholders.
    await expect(core.call('import.json', { path: join(dir, 'bad.json') })).rejects.toMatchObject({ code: 'IMPORT_INVALID', details: { where: expect.any(String) } });
    expect((await core.call('clients.list', {})).total).toBe(0);

    // Into a practice with a client (so merged): a built-in template this version does not have.
    await core.call('clients.create', { fullName: 'Already here' });
    const future = { ...bad, clients: [], noteTemplates: [{ id: 1, builtIn: 'future-model', name: 'Future', sections: [], isDefault: false, createdAt: '2030-01-01T00:00:00Z', updatedAt: '2030-01-01T00:00:00Z' }] };
    writeFileSync(join(dir, 'future.json'), JSON.stringify(future));
    await expect(core.call('import.json', { path: join(dir, 'future.json') })).rejects.toMatchObject({ code: 'IMPORT_UNKNOWN_TEMPLATE', details: { name: 'future-model' } });
    expect((await core.call('clients.list', {})).total).toBe(1);
  });
});

describe('time zones in an imported file', () => {
  /** A real export of a client in Sofia with a weekly series, its zones then set to `zones` as another program might write them. */
  async function exportWithZones(zones: { client: string; series: string; session: string }) {
    const { core } = await makePractice();
    const client = await core.call('clients.create', { fullName: 'Zone Client', timeZone: 'Europe/Sofia' });
    await core.call('sessions.create', { clientId: client.id, start: '2026-03-03T10:00', timeZone: 'Europe/Sofia', minutes: 60, repeat: 'FREQ=WEEKLY;COUNT=2' });
    const file = join(tempDir(), 'practice.json');
    await core.call('export.json', { path: file });
    const json = JSON.parse(readFileSync(file, 'utf8'));
    json.clients[0].timeZone = zones.client;
    json.sessionSeries[0].timeZone = zones.series;
    for (const session of json.sessions) session.timeZone = zones.session;
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, JSON.stringify(json));
    return file;
  }

  it('are stored in IANA spelling, as the app stores a zone the coach types', async () => {
    const path = await exportWithZones({ client: 'asia/kolkata', series: 'europe/kyiv', session: 'EUROPE/KYIV' });
    const { core } = await makePractice();
    await core.call('import.json', { path });
    const [client] = (await core.call('clients.list', {})).items;
    expect((await core.call('clients.get', { id: client!.id })).timeZone).toBe('Asia/Kolkata');
    expect((await core.call('sessions.list', { clientId: client!.id })).map((s) => s.timeZone)).toEqual(['Europe/Kyiv', 'Europe/Kyiv']);
    expect(core.vault.db.prepare('SELECT time_zone FROM session_series').pluck().all()).toEqual(['Europe/Kyiv']);
  });

  it('that no calendar knows refuse the file, which would otherwise fail every screen showing them, and change nothing', async () => {
    const { core } = await makePractice();
    for (const zones of [
      { client: 'Mars/Olympus_Mons', series: 'Europe/Sofia', session: 'Europe/Sofia' },
      { client: 'Europe/Sofia', series: 'Nowhere', session: 'Europe/Sofia' },
      { client: 'Europe/Sofia', series: 'Europe/Sofia', session: '' },
    ]) {
      const path = await exportWithZones(zones);
      await expect(core.call('import.json', { path }), JSON.stringify(zones)).rejects.toMatchObject({ code: 'IMPORT_INVALID', details: { where: expect.any(String) } });
      expect((await core.call('clients.list', {})).total).toBe(0);
    }
  });
});

describe('series rules in an imported file', () => {
  it('that this version cannot expand refuse the file (the calendar export would write them out as stored, unlike the sessions), and change nothing', async () => {
    const { core: source } = await makePractice();
    const client = await source.call('clients.create', { fullName: 'Rule Client' });
    await source.call('sessions.create', { clientId: client.id, start: '2026-03-03T10:00', timeZone: 'Europe/Sofia', minutes: 60, repeat: 'FREQ=MONTHLY;RSCALE=PERSIAN;COUNT=3' });
    const file = join(tempDir(), 'practice.json');
    await source.call('export.json', { path: file });
    const json = JSON.parse(readFileSync(file, 'utf8'));
    const { writeFileSync } = await import('node:fs');
    const { core } = await makePractice();
    for (const rule of ['FREQ=DAILY;COUNT=3', 'FREQ=WEEKLY', 'FREQ=WEEKLY;COUNT=9999', 'FREQ=MONTHLY;RSCALE=HEBREW;COUNT=3', 42]) {
      json.sessionSeries[0].rrule = rule;
      writeFileSync(file, JSON.stringify(json));
      await expect(core.call('import.json', { path: file }), String(rule)).rejects.toMatchObject({ code: 'IMPORT_INVALID', details: { where: expect.any(String) } });
      expect((await core.call('clients.list', {})).total).toBe(0);
    }
    // The rule as exported imports, Jalali months and all.
    json.sessionSeries[0].rrule = 'FREQ=MONTHLY;RSCALE=PERSIAN;COUNT=3';
    writeFileSync(file, JSON.stringify(json));
    await core.call('import.json', { path: file });
    expect(core.vault.db.prepare('SELECT rrule FROM session_series').pluck().all()).toEqual(['FREQ=MONTHLY;RSCALE=PERSIAN;COUNT=3']);
  });
});

describe('a full export', () => {
  it('reads every kind in id order, a page at a time, never sorting the rows left (linear in the practice)', async () => {
    const { core } = await makePractice();
    await populatePractice(core, 'Pages');
    const db = core.vault.db;
    const pages = capturePlans(db, () => KINDS.map((kind) => [...scopedRecords(db, kind.key, { kind: 'practice' })])).filter((read) => read.sql.includes('LIMIT 500'));
    expect(pages.length).toBeGreaterThanOrEqual(KINDS.length);
    for (const { sql, plan } of pages) {
      expect(plan.split('\n')[0], sql).toMatch(/USING INTEGER PRIMARY KEY \(rowid>\?\)/);
      expect(plan, sql).not.toContain('TEMP B-TREE');
    }
  });
});

describe('the export format covers the schema', () => {
  it('maps every column of every table holding records (a new column must be added to the format)', async () => {
    const { core } = await makePractice();
    const db = core.vault.db;
    const indexes = db.prepare("SELECT name FROM sqlite_schema WHERE sql LIKE 'CREATE VIRTUAL TABLE%'").pluck().all() as string[];
    const covered = new Map<string, Set<string>>();
    for (const kind of KINDS) {
      covered.set(kind.table, new Set([...Object.values(kind.fields).map((f) => f.column), ...(kind.derived ?? [])]));
      for (const child of Object.values(kind.children ?? {})) covered.set(child.table, new Set([child.parentColumn, ...Object.values(child.fields).map((f) => f.column)]));
    }
    for (const table of tableNames(db)) {
      if (NOT_RECORDS.includes(table) || indexes.some((index) => table === index || table.startsWith(`${index}_`))) continue;
      expect(covered.has(table), `table ${table} is not in the export format (src/core/dataexport/kinds.ts)`).toBe(true);
      const columns = (db.prepare(`PRAGMA table_info(${quoteIdentifier(table)})`).all() as { name: string }[]).map((c) => c.name);
      for (const column of columns) expect(covered.get(table)!.has(column), `${table}.${column} is not in the export format`).toBe(true);
    }
  });

  it('documents every field in docs/export-format.md', () => {
    const doc = readFileSync(join(__dirname, '../../../docs/export-format.md'), 'utf8');
    for (const kind of KINDS) {
      expect(doc, kind.key).toContain(`\`${kind.key}\``);
      const names = [...Object.keys(kind.fields), ...Object.entries(kind.children ?? {}).flatMap(([name, child]) => [name, ...(child.single ? [] : Object.keys(child.fields))])];
      for (const name of names) expect(doc, `${kind.key}.${name}`).toContain(`\`${name.split('.').at(-1)}\``);
    }
  });
});

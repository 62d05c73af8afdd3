import { describe, expect, it } from 'vitest';
import { nameMarksSchema } from '../../../src/core/clients/name-marks-migration';
import { DEMO_CONTENT } from '../../../src/core/demo/content';
import { seedDemo } from '../../../src/core/demo/seed';
import type { Language } from '../../../src/shared/languages';
import type { Db } from '../../../src/core/db/open';
import type { RichNode } from '../../../src/shared/contract';
import { DateTime } from 'luxon';
import { filesContaining, makeCore, makePractice, PASSPHRASE, tempDir } from '../support/practice';

/** 29 March 2026, 10:00 in Sofia: a Sunday on the night clocks go forward, so the demo's dates cross a DST change. */
const NOW = Date.parse('2026-03-29T07:00:00Z');
const ZONE = 'Europe/Sofia';
const SIZE = { clients: 12, sessionsPerClient: 30, notesPerClient: 6, seed: 7, timeZone: ZONE } as const;

async function demoPractice(seed: number = SIZE.seed) {
  const dataDir = tempDir();
  const { core } = await makePractice({ dataDir, now: () => NOW });
  const summary = await core.call('demo.seed', { ...SIZE, seed });
  return { core, db: core.vault.db, summary, dataDir };
}

const textOf = (node: RichNode): string => node.text ?? (node.content ?? []).map(textOf).join(' ');
const all = <T>(db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];

describe('a demo practice', () => {
  it('holds clients in all four languages, each with sessions, notes in their own language, goals and assessments', async () => {
    const { db, summary } = await demoPractice();
    expect(summary.counts).toMatchObject({ clients: 12 });
    expect(summary.counts.sessions).toBe(12 * 30);
    expect(summary.counts.notes).toBeGreaterThanOrEqual(12 * 3);
    expect(summary.counts.goals).toBeGreaterThanOrEqual(12);
    expect(summary.counts.assessments).toBeGreaterThan(0);
    expect(summary.counts.action_items).toBeGreaterThan(0);
    expect(summary.counts.goal_check_ins).toBeGreaterThan(0);

    const languages = all<{ document_language: string }>(db, 'SELECT DISTINCT document_language FROM clients ORDER BY 1').map((r) => r.document_language);
    expect(languages).toEqual(['bg', 'en', 'fa', 'ms']);
    const mismatched = all(db, 'SELECT notes.id FROM notes JOIN clients ON clients.id = notes.client_id WHERE notes.language <> clients.document_language');
    expect(mismatched).toEqual([]);
    // Persian clients' notes are written in Persian script, Bulgarian ones in Cyrillic.
    const sample = (lang: string) => db.prepare('SELECT plain_text FROM notes WHERE language = ? LIMIT 1').pluck().get(lang) as string;
    expect(sample('fa')).toMatch(/\p{Script=Arabic}{4}/u);
    expect(sample('bg')).toMatch(/\p{Script=Cyrillic}{4}/u);
  });

  it("gives an action item to whoever its words are for: the client's own commitments to the client, what the coach will send to the coach", async () => {
    const { db } = await demoPractice();
    const items = all<{ text: string; owner: 'client' | 'coach'; language: Language }>(
      db,
      'SELECT action_items.text, action_items.owner, clients.document_language AS language FROM action_items JOIN clients ON clients.id = action_items.client_id',
    );
    expect(new Set(items.map((item) => item.owner))).toEqual(new Set(['client', 'coach']));
    for (const item of items) expect(DEMO_CONTENT[item.language].actions[item.owner], item.text).toContain(item.text);
  });

  it('keeps the rules the app keeps: past sessions held or missed, future ones scheduled, no double-booked client, notes only for held sessions', async () => {
    const { core, db } = await demoPractice();
    // The dashboard shows a few overdue commitments, none older than a coach leaves open.
    const overdue = await core.call('actions.list', { overdue: true, timeZone: ZONE });
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue[0]!.dueOn! >= '2026-02-01').toBe(true);
    expect(all(db, "SELECT id FROM action_items WHERE status = 'open' AND due_on < '2026-02-01'")).toEqual([]);
    const midnight = '2026-03-28T22:00:00.000Z';
    expect(all(db, "SELECT id FROM sessions WHERE starts_at >= ? AND status <> 'scheduled'", midnight)).toEqual([]);
    expect(all(db, "SELECT id FROM sessions WHERE starts_at < ? AND status = 'scheduled'", midnight)).toEqual([]);
    expect(all(db, 'SELECT id FROM sessions WHERE ends_at <= starts_at')).toEqual([]);
    // One client is never in two sessions at once (cancelled ones aside).
    const overlapping = all(
      db,
      `SELECT a.id, b.id FROM sessions a JOIN sessions b ON a.client_id = b.client_id AND a.id < b.id
        AND a.starts_at < b.ends_at AND b.starts_at < a.ends_at
       WHERE a.status NOT IN ('cancelled', 'late_cancelled') AND b.status NOT IN ('cancelled', 'late_cancelled')`,
    );
    expect(overlapping).toEqual([]);
    expect(all(db, "SELECT notes.id FROM notes JOIN sessions ON sessions.id = notes.session_id WHERE sessions.status <> 'completed'")).toEqual([]);
    // Everything linked to a session or note belongs to the same client.
    expect(all(db, 'SELECT n.id FROM notes n JOIN sessions s ON s.id = n.session_id WHERE s.client_id <> n.client_id')).toEqual([]);
    expect(all(db, 'SELECT a.id FROM action_items a JOIN notes n ON n.id = a.note_id WHERE n.client_id <> a.client_id')).toEqual([]);
    expect(all(db, 'SELECT c.id FROM goal_check_ins c JOIN goals g ON g.id = c.goal_id JOIN sessions s ON s.id = c.session_id WHERE s.client_id <> g.client_id')).toEqual([]);
    expect(all(db, 'SELECT id FROM goals WHERE client_id NOT IN (SELECT id FROM clients)')).toEqual([]);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('reads back through the app: notes open, their words are found by search, and nothing is readable on disk', async () => {
    const { core, db, dataDir } = await demoPractice();
    const noteId = db.prepare("SELECT id FROM notes WHERE language = 'bg' AND kind = 'session' LIMIT 1").pluck().get() as number;
    const note = await core.call('notes.get', { id: noteId });
    const text = note.sections.map((s) => textOf(s.content as RichNode)).join(' ');
    const word = text.split(/[^\p{L}]+/u).find((w) => w.length >= 8)!;
    expect(word).toBeTruthy();
    const { groups } = await core.call('search.query', { text: word });
    const noteHits = groups.flatMap((g) => g.hits).filter((hit) => hit.kind === 'session_note' && hit.id === noteId);
    expect(noteHits.length).toBeGreaterThan(0);

    const client = await core.call('clients.get', { id: note.clientId });
    core.close();
    expect(filesContaining(dataDir, client.fullName)).toEqual([]);
    expect(filesContaining(dataDir, word)).toEqual([]);
  });

  it("books the coach's working days: Saturday to Wednesday in a Persian practice, Monday to Friday in an English one", async () => {
    const weekdaysBooked = async (language: 'fa' | 'en', timeZone: string) => {
      const core = makeCore({ dataDir: tempDir(), now: () => NOW });
      const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language });
      await core.call('vault.setupConfirm', { recoveryKey });
      await core.call('demo.seed', { ...SIZE, timeZone });
      // Today's few sessions aside (the dashboard's), on whatever day today is.
      const today = DateTime.fromMillis(NOW, { zone: timeZone }).toISODate();
      const starts = all<{ starts_at: string }>(core.vault.db, 'SELECT starts_at FROM sessions').map((row) => DateTime.fromISO(row.starts_at, { zone: timeZone }));
      // Monday 1 … Sunday 7, as luxon counts (names would depend on the machine's locale).
      return new Set(starts.filter((start) => start.toISODate() !== today).map((start) => start.weekday));
    };
    expect(await weekdaysBooked('fa', 'Asia/Tehran')).toEqual(new Set([6, 7, 1, 2, 3]));
    expect(await weekdaysBooked('en', ZONE)).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it("starts its sessions in the coach's working hours", async () => {
    const core = makeCore({ dataDir: tempDir(), now: () => NOW });
    const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
    await core.call('vault.setupConfirm', { recoveryKey });
    await core.call('settings.update', { workingHours: { days: [1, 2, 3, 4, 5], start: '10:00', end: '14:00' } });
    await core.call('demo.seed', { ...SIZE, timeZone: ZONE });
    const today = DateTime.fromMillis(NOW, { zone: ZONE }).toISODate();
    const local = (instant: string) => DateTime.fromISO(instant, { zone: ZONE });
    const sessions = all<{ starts_at: string; ends_at: string }>(core.vault.db, 'SELECT starts_at, ends_at FROM sessions')
      .map((row) => ({ start: local(row.starts_at), end: local(row.ends_at) }))
      // Today's few sessions aside, at set hours for the dashboard.
      .filter((session) => session.start.toISODate() !== today);
    // From 10:00 to 13:00, the last that leaves an hour, and over by 14:00 (a 90-minute session at 13:00 ran on to 14:30).
    expect(new Set(sessions.map((session) => session.start.hour))).toEqual(new Set([10, 11, 12, 13]));
    expect(sessions.filter((session) => session.end.toFormat('HH:mm') > '14:00' || session.end.toISODate() !== session.start.toISODate())).toEqual([]);
  });

  it('is the same practice for the same seed, and another for another seed', async () => {
    const rows = (db: Db) => all(db, 'SELECT full_name, email, status, time_zone FROM clients ORDER BY id').concat(all(db, 'SELECT starts_at, status FROM sessions ORDER BY id'), all(db, 'SELECT sections FROM notes ORDER BY id'));
    const first = await demoPractice(7);
    const again = await demoPractice(7);
    const other = await demoPractice(8);
    expect(rows(again.db)).toEqual(rows(first.db));
    expect(rows(other.db)).not.toEqual(rows(first.db));
  });

  it('is marked as a demo, goes only into an empty practice, and can be removed without touching clients added since', async () => {
    const { core } = await demoPractice();
    expect((await core.call('demo.status', {})).demo).toMatchObject({ seed: 7, clients: 12 });
    await expect(core.call('demo.seed', SIZE)).rejects.toMatchObject({ code: 'DEMO_NOT_EMPTY' });

    const mine = await core.call('clients.create', { fullName: 'Nadia Rahimi' });
    expect(await core.call('demo.remove', {})).toEqual({ removedClients: 12 });
    expect(await core.call('demo.status', {})).toEqual({ demo: null, empty: false });
    const { items } = await core.call('clients.list', {});
    expect(items.map((c) => c.id)).toEqual([mine.id]);
    expect(core.vault.db.prepare('SELECT count(*) FROM sessions').pluck().get()).toBe(0);
    expect(core.vault.db.prepare('SELECT count(*) FROM notes').pluck().get()).toBe(0);

    // Settings offers demo data only to a practice without clients, the trash included.
    await core.call('clients.trash', { id: mine.id });
    expect((await core.call('demo.status', {})).empty).toBe(false);
    await core.call('clients.erase', { id: mine.id });
    expect(await core.call('demo.status', {})).toEqual({ demo: null, empty: true });
  });

  it("removes only its own clients: not one added while it was written, nor one given an erased demo client's number", async () => {
    const { core } = await makePractice({ now: () => NOW });
    let addedMeanwhile: Promise<{ id: number }> | undefined;
    await seedDemo(() => core.vault.db, { ...SIZE, clients: 1500, sessionsPerClient: 0, notesPerClient: 0, now: NOW }, () => {
      addedMeanwhile ??= core.call('clients.create', { fullName: 'Added while the demo was written' });
    });
    const meanwhile = await addedMeanwhile!;
    const { last } = (await core.call('demo.status', {})).demo!.clientIds!;
    expect(meanwhile.id).toBeLessThan(last);

    await core.call('clients.trash', { id: last });
    await core.call('clients.erase', { id: last });
    const reused = await core.call('clients.create', { fullName: 'Added after an erased demo client' });
    expect(reused.id).toBe(last);

    expect(await core.call('demo.remove', {})).toEqual({ removedClients: 1500 - 1 });
    const { items } = await core.call('clients.list', {});
    expect(items.map((c) => c.id).sort((a, b) => a - b)).toEqual([meanwhile.id, reused.id]);
  }, 120_000);

  it('written before the demo listed its clients, is still removed whole after the upgrade', async () => {
    const { core, db } = await demoPractice();
    // As version 18 left it: without demo_clients (19) nor what later versions added.
    db.exec('DROP TABLE session_series_exdates; DROP TABLE demo_clients');
    // Nor the clients' letters (25).
    db.exec('DROP TRIGGER client_grams_insert; DROP TRIGGER client_grams_delete; DROP TRIGGER client_grams_update; DROP TABLE client_grams');
    // Nor the name key (24): the names' indexes and marks as they were on the name itself.
    db.exec(`
      DROP INDEX clients_by_name; DROP INDEX clients_by_view_name; DROP INDEX clients_by_view_latest_session; DROP INDEX clients_by_view_status; DROP INDEX clients_current_by_status;
      DROP TRIGGER client_name_marks_insert; DROP TRIGGER client_name_marks_delete; DROP TRIGGER client_name_marks_update; DROP TRIGGER client_name_marks_rename;
      DROP TABLE client_name_marks;
      ALTER TABLE clients DROP COLUMN name_key;
      CREATE INDEX clients_by_name ON clients (full_name COLLATE NOCASE);
      CREATE INDEX clients_by_view_name ON clients (trashed_at, archived_at, full_name COLLATE NOCASE, id, search_text, status);
      CREATE INDEX clients_by_view_latest_session ON clients (trashed_at, archived_at, latest_session_at IS NOT NULL, latest_session_at, full_name COLLATE NOCASE);
      CREATE INDEX clients_by_view_status ON clients (trashed_at, archived_at, (CASE status WHEN 'active' THEN 0 WHEN 'prospect' THEN 1 WHEN 'paused' THEN 2 ELSE 3 END), full_name COLLATE NOCASE, id);
      CREATE INDEX clients_current_by_status ON clients (status, full_name COLLATE NOCASE) WHERE archived_at IS NULL AND trashed_at IS NULL;
      ${nameMarksSchema('full_name')}
    `);
    db.pragma('user_version = 18');
    await core.call('vault.lock', {});
    await core.call('vault.unlock', { passphrase: PASSPHRASE });
    expect(await core.call('demo.remove', {})).toEqual({ removedClients: SIZE.clients });
  });

  it('reports progress in batches and leaves a marked, removable practice when the practice locks midway', async () => {
    const { core } = await makePractice({ now: () => NOW });
    let batches = 0;
    await expect(
      seedDemo(() => core.vault.db, { ...SIZE, clients: 1500, sessionsPerClient: 0, notesPerClient: 0, now: NOW }, () => {
        if (++batches === 1) core.vault.lock('manual');
      }),
    ).rejects.toBeTruthy();
    await core.call('vault.unlock', { passphrase: PASSPHRASE });
    const written = core.vault.db.prepare('SELECT count(*) FROM clients').pluck().get() as number;
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(1500);
    expect((await core.call('demo.status', {})).demo?.clientIds).toEqual({ first: 1, last: written });
    expect(await core.call('demo.remove', {})).toEqual({ removedClients: written });
  }, 120_000);
});

import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listClients } from '../src/core/clients/client-list';
import { Core } from '../src/core/core';
import type { Db } from '../src/core/db/open';
import { seedDemo } from '../src/core/demo/seed';
import { getGoal } from '../src/core/goals/goal-detail';
import { writeNoteText } from '../src/core/notes/note-write';
import { clearTextCaches, renderDocument } from '../src/core/reports/kit';
import { sampleProgressReport } from '../src/core/reports/kit/sample/sample-document';
import { search } from '../src/core/search/search';
import { dashboard } from '../src/core/sessions/dashboard';
import { listSessions } from '../src/core/sessions/session-list';
import { docFromText } from '../src/shared/contract';
import { compare, type Figure, measure } from './harness';
import { openPlain } from './plain-db';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5000);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 50);
const NOTES = Number(process.env.BENCH_NOTES_PER_CLIENT ?? 10);
const PASSPHRASE = 'lantern orchard velvet compass';
const ZONE = 'Europe/Sofia';
/** A fixed "now" (a Tuesday morning), so both databases hold the same practice around the same day. */
const NOW = Date.parse('2026-03-10T08:00:00Z');

const size = (file: string) => statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0);

/**
 * The whole practice at the size of a long career, as a coach meets it: the demo practice
 * (BENCH_CLIENTS × BENCH_SESSIONS, default 5,000 × 50 = 250,000 sessions) written once in
 * Coachdesk's encrypted store and once in plain SQLite with the same schema, then the same
 * store functions run on both. Unlock, backup and PDF have no plain twin; their notes say
 * what they are compared with instead.
 */
export async function practiceBench(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coachdesk-bench-practice-'));
  try {
    const core = new Core({ dataDir, now: () => NOW });
    const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE });
    await core.call('vault.setupConfirm', { recoveryKey });
    const plainFile = join(dataDir, 'plain.db');
    const plain = await openPlain(plainFile);

    const options = { clients: CLIENTS, sessionsPerClient: SESSIONS, notesPerClient: NOTES, seed: 1, timeZone: ZONE, now: NOW };
    let started = performance.now();
    const summary = await seedDemo(() => core.vault.db, options);
    const seededEncrypted = (performance.now() - started) / 1000;
    started = performance.now();
    await seedDemo(() => plain, options);
    const seededPlain = (performance.now() - started) / 1000;
    const encryptedFile = join(dataDir, 'coachdesk.db');
    const c = summary.counts;
    console.log(
      `Demo practice: ${c.clients} clients, ${c.sessions} sessions, ${c.notes} notes, ${c.goals} goals, ${c.action_items} action items. ` +
        `Written in ${seededEncrypted.toFixed(0)} s encrypted (${(size(encryptedFile) / 2 ** 20).toFixed(0)} MiB), ${seededPlain.toFixed(0)} s plain (${(size(plainFile) / 2 ** 20).toFixed(0)} MiB).`,
    );

    // A first backup, untimed: the practice's daily automatic backup would otherwise start in the middle of the measurements.
    const backupOnce = () => core.call('backup.create', { path: join(dataDir, `backup-${performance.now()}.coachdesk-backup`) });
    for (;;) {
      try {
        await backupOnce();
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== 'BACKUP_BUSY') throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }

    const encrypted = core.vault.db;
    const both = (operation: string, run: (db: Db) => unknown, iterations: number, note = '') =>
      compare(operation, () => run(encrypted), () => run(plain), iterations).then((f) => ({ ...f, note }));
    const nowIso = new Date(NOW).toISOString();
    const list = { search: '', view: 'current', sort: 'name', limit: 100, offset: 0, status: null, tag: null } as const;
    const week = { from: '2026-03-09T00:00:00+02:00', to: '2026-03-16T00:00:00+02:00', includeCancelled: true, limit: 10_000, clientId: null };
    const surname = (encrypted.prepare("SELECT full_name FROM clients WHERE document_language = 'bg' LIMIT 1").pluck().get() as string).split(' ').pop()!;
    const word = 'коуч';
    const busiestGoal = encrypted.prepare('SELECT goal_id FROM goal_check_ins GROUP BY goal_id ORDER BY count(*) DESC LIMIT 1').pluck().get() as number;
    const figures: Figure[] = [
      await both('calendar week', (db) => listSessions(db, week, ZONE), 100, `${listSessions(plain, week, ZONE).length} sessions that week`),
      await both('client list: first page', (db) => listClients(db, list, nowIso), 100, 'sorted by name, with last and next session'),
      await both('client list: a page deep down', (db) => listClients(db, { ...list, offset: Math.floor(CLIENTS * 0.8) }, nowIso), 100, 'the list screen loads the 100 rows in view'),
      await both('client list: every current client', (db) => listClients(db, { ...list, limit: 50_000 }, nowIso), 10, 'CLI `clients list`, pickers; not the list screen'),
      await both(`client search "${surname}"`, (db) => listClients(db, { ...list, search: surname, limit: 50_000 }, nowIso), 30, 'search as you type'),
      await both(`search "${word}"`, (db) => search(db, word, 8), 30, `notes, journal, actions, clients; ${search(plain, word, 8).groups.reduce((n, g) => n + g.hits.length, 0)} hits shown`),
      await both('search: word start "ко"', (db) => search(db, 'ко', 8), 30),
      await both('dashboard', (db) => dashboard(db, NOW, ZONE), 30, 'today, next 7 days, quiet clients, credits'),
      await both('goal page (most check-ins)', (db) => getGoal(db, busiestGoal, '2026-03-10'), 100),
    ];

    // Autosave: the note, its revision and its search entry in one transaction, flushed to disk (synchronous=FULL).
    const noteId = encrypted.prepare("SELECT id FROM notes WHERE kind = 'session' ORDER BY id DESC LIMIT 1").pluck().get() as number;
    const sections = JSON.parse(encrypted.prepare('SELECT sections FROM notes WHERE id = ?').pluck().get(noteId) as string);
    let typed = 0;
    const save = (db: Db) => writeNoteText(db, noteId, { sections: sections.map((s: object) => ({ ...s, content: docFromText(`typing ${typed++}`) })), title: null, entryDate: null }, { reason: 'edit' }, nowIso);
    figures.push(await both('autosave a note', save, 50, 'each save flushed to disk'));

    // Backup: encrypted backup written and read back to verify, against copying the plain file.
    encrypted.pragma('wal_checkpoint(TRUNCATE)');
    plain.pragma('wal_checkpoint(TRUNCATE)');
    const backup = await measure(backupOnce, 3, 0);
    const copy = await measure(() => copyFileSync(plainFile, join(dataDir, 'copy.db')), 3, 1);
    const mib = size(encryptedFile) / 2 ** 20;
    figures.push({
      operation: 'backup and verify',
      encryptedP50: backup.p50,
      encryptedP95: backup.p95,
      plainP50: copy.p50,
      plainP95: copy.p95,
      ratio: backup.p50 / copy.p50,
      note: `${(mib / (backup.p50 / 1000)).toFixed(0)} MiB/s against a plain file copy at ${((size(plainFile) / 2 ** 20) / (copy.p50 / 1000)).toFixed(0)} MiB/s`,
    });

    // PDF: the document kit's 10-page Persian progress report (reports from the database are issue 6's).
    const model = sampleProgressReport('fa', { sessions: 60, summaryRepeats: 5 });
    await renderDocument(model, { language: 'fa' });
    const pdf = await measure(() => renderDocument(model, { language: 'fa' }), 20, 3);
    clearTextCaches();
    figures.push({ operation: 'PDF: 10-page Persian report, warm', encryptedP50: pdf.p50, encryptedP95: pdf.p95, note: 'no database read; target p50 < 300 ms' });

    // Unlock last: it pays the passphrase hash on purpose, so the plain twin is a bare open.
    const unlock = await measure(async () => {
      await core.call('vault.lock', {});
      await core.call('vault.unlock', { passphrase: PASSPHRASE });
    }, 5, 1);
    plain.close();
    const plainOpen = await measure(async () => {
      const db = await openPlain(plainFile);
      db.prepare('SELECT count(*) FROM clients').get();
      db.close();
    }, 5, 1);
    figures.push({ operation: 'open + unlock', encryptedP50: unlock.p50, encryptedP95: unlock.p95, plainP50: plainOpen.p50, plainP95: plainOpen.p95, note: 'Argon2id by design (target 250–1000 ms); no ratio' });

    core.close();
    return figures;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

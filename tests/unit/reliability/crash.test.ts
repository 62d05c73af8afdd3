import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { makeCore, makePractice, PASSPHRASE, tempDir } from '../support/practice';
import { indexTable } from '../../../src/core/search/search-index';
import { SEARCH_SOURCES } from '../../../src/core/search/sources';

const WRITER = resolve(__dirname, 'crash-writer.ts');
const KILLS = 50;

/** Starts the writer, lets it commit for a random while, kills it hard; returns the ids it reported. */
async function writeThenKill(dataDir: string, killAfterMs: number): Promise<string[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const reported: string[] = [];
  const lines = createInterface({ input: child.stdout });
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  await new Promise<void>((started) => {
    lines.on('line', (line) => {
      if (reported.push(line) === 1) {
        started();
        setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      }
    });
    child.on('exit', () => started());
  });
  await exited;
  return reported;
}

/** What the writer reported committed: sessions, action items, and each note's last typed text. */
class Committed {
  readonly sessions = new Set<number>();
  readonly actions = new Set<number>();
  /** Note id → the highest autosave number ("typed N") reported for it. */
  readonly notes = new Map<number, { text: string; typed: number }>();

  add(line: string): void {
    const [kind, id, ...rest] = line.split(' ');
    if (kind === 'session') this.sessions.add(Number(id));
    if (kind === 'action') this.actions.add(Number(id));
    if (kind === 'note') this.notes.set(Number(id), { text: rest.join(' '), typed: Number(rest.at(-1)) });
  }
}

describe('crash safety', () => {
  it(`keeps every session, note autosave and action item that was reported saved, through ${KILLS} hard kills at random moments`, async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    core.close();
    const committed = new Committed();

    for (let round = 0; round < KILLS; round++) {
      const reported = await writeThenKill(dataDir, Math.floor(Math.random() * 120));
      expect(reported.length, `round ${round}: the writer committed something before the kill`).toBeGreaterThan(0);
      reported.forEach((line) => committed.add(line));

      const check = makeCore({ dataDir });
      await check.call('vault.unlock', { passphrase: PASSPHRASE });
      const db = check.vault.db;
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      // FTS5's own check, and one index row per client, note and action item.
      const indexed = SEARCH_SOURCES.map(indexTable).map((table) => {
        expect(() => db.prepare(`INSERT INTO ${table} (${table}, rank) VALUES ('integrity-check', 1)`).run(), table).not.toThrow();
        return db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
      });
      expect(indexed.reduce((a, b) => a + b), `round ${round}: the search index matches the records`).toBe(
        db.prepare('SELECT (SELECT count(*) FROM clients) + (SELECT count(*) FROM notes) + (SELECT count(*) FROM action_items)').pluck().get(),
      );

      const ids = (sql: string) => new Set(db.prepare(sql).pluck().all() as number[]);
      const sessions = ids('SELECT id FROM sessions');
      const actions = ids('SELECT id FROM action_items');
      expect([...committed.sessions].filter((id) => !sessions.has(id)), `round ${round}: sessions lost`).toEqual([]);
      expect([...committed.actions].filter((id) => !actions.has(id)), `round ${round}: action items lost`).toEqual([]);
      for (const [id, { text, typed }] of committed.notes) {
        // The note holds what was reported, or a later autosave that committed before the kill.
        const stored = db.prepare('SELECT plain_text FROM notes WHERE id = ?').pluck().get(id) as string | undefined;
        const storedTyped = Number(stored?.match(/typed (\d+)/)?.[1] ?? 0);
        expect(storedTyped, `round ${round}: note ${id} lost "${text}"`).toBeGreaterThanOrEqual(typed);
        const revision = db.prepare('SELECT sections FROM note_revisions WHERE note_id = ? ORDER BY id DESC LIMIT 1').pluck().get(id) as string;
        expect(revision, `round ${round}: note ${id}'s latest revision is its text`).toContain(stored!.split('\n').at(-1));
      }
      check.close();
    }
    expect(committed.notes.size, 'the writer got as far as notes in some rounds').toBeGreaterThan(0);
  }, 300_000);
});

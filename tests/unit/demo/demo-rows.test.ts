import { describe, expect, it } from 'vitest';
import type { ActionRow } from '../../../src/core/actions/action-rows';
import { createAction, updateAction } from '../../../src/core/actions/action-store';
import { createClient } from '../../../src/core/clients/client-store';
import type { Db } from '../../../src/core/db/open';
import { addCheckIn } from '../../../src/core/goals/checkins';
import type { CheckInRow as GoalCheckInRow } from '../../../src/core/goals/goal-rows';
import { indexTable, withBulkSearchIndexing } from '../../../src/core/search/search-index';
import { clientSource, SEARCH_SOURCES } from '../../../src/core/search/sources';
import { search } from '../../../src/core/search/search';
import { ClientFields } from '../../../src/shared/contract';
import { makePractice } from '../support/practice';

/**
 * The demo writes its many rows in bulk (search index filled once per batch, action items
 * and check-ins straight into their tables). These tests fail when what it writes drifts
 * from what the features' own store functions write for the same input.
 */
const NOW = Date.parse('2026-03-29T07:00:00Z');
const SIZE = { clients: 16, sessionsPerClient: 30, notesPerClient: 6, seed: 11, timeZone: 'Europe/Sofia' } as const;

async function demoPractice() {
  const { core } = await makePractice({ now: () => NOW });
  const triggersBefore = triggers(core.vault.db);
  await core.call('demo.seed', SIZE);
  return { core, db: core.vault.db, triggersBefore };
}

/** A check-in as stored (the session's start is joined in only when read). */
type CheckInRow = Omit<GoalCheckInRow, 'session_start'>;

const triggers = (db: Db) => db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name").all();
const row = (db: Db, table: string, id: number) => db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Record<string, unknown>;
const withoutId = ({ id: _id, ...rest }: Record<string, unknown>) => rest;

/** What the index should hold for every row: the source's own expressions, over all rows. */
function expectedIndex(db: Db, source: (typeof SEARCH_SOURCES)[number]) {
  return db
    .prepare(
      `SELECT r.id AS rowid, ${source.clientId} AS client_id, search_fold(${source.title}) AS title, search_fold(${source.alsoIndexed ? `concat_ws(' ', ${source.body}, ${source.alsoIndexed})` : source.body}) AS body
       FROM "${source.table}" r WHERE 1${source.where ? ` AND ${source.where}` : ''} ORDER BY r.id`,
    )
    .all();
}

describe('the demo practice, written in bulk', () => {
  it('leaves the search triggers as a new practice has them, and an index holding exactly every row once', async () => {
    const { db, triggersBefore } = await demoPractice();
    expect(triggers(db)).toEqual(triggersBefore);
    for (const source of SEARCH_SOURCES) {
      const table = indexTable(source);
      const indexed = db.prepare(`SELECT rowid, client_id, title, body FROM ${table} ORDER BY rowid`).all();
      expect(indexed.length, table).toBeGreaterThan(0);
      expect(indexed, table).toEqual(expectedIndex(db, source));
      db.exec(`INSERT INTO ${table} (${table}) VALUES ('integrity-check')`);
    }
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('finds demo clients, goals and action items by their words, and keeps the index in step with later edits', async () => {
    const { core, db } = await demoPractice();
    const client = db.prepare("SELECT id, full_name FROM clients WHERE document_language = 'en' LIMIT 1").get() as { id: number; full_name: string };
    const hits = (text: string, kind: string) => search(db, text, 50).groups.flatMap((g) => g.hits).filter((h) => h.kind === kind).map((h) => h.id);
    expect(hits(client.full_name.split(' ').at(-1)!, 'client')).toContain(client.id);
    const goal = db.prepare('SELECT g.id, m.title AS milestone FROM goals g JOIN goal_milestones m ON m.goal_id = g.id ORDER BY g.id DESC LIMIT 1').get() as { id: number; milestone: string };
    // A milestone's words find its goal (the milestones are written after the goal).
    const milestoneWord = goal.milestone.split(/[^\p{L}]+/u).find((w) => w.length >= 6)!;
    expect(hits(milestoneWord, 'goal')).toContain(goal.id);
    const action = db.prepare('SELECT id, text FROM action_items ORDER BY id DESC LIMIT 1').get() as { id: number; text: string };
    expect(hits(action.text.split(/[^\p{L}]+/u).find((w) => w.length >= 6)!, 'action_item')).toContain(action.id);

    // The triggers are back: a client's new name is found at once, and the index still matches every row.
    await core.call('clients.update', { id: client.id, changes: { fullName: 'Zebulon Quillfeather' } });
    expect(hits('Quillfeather', 'client')).toEqual([client.id]);
    expect(db.prepare('SELECT rowid, client_id, title, body FROM fts_client ORDER BY rowid').all()).toEqual(expectedIndex(db, clientSource));
  });

  it('writes action items and check-ins exactly as their store functions do', async () => {
    const { db } = await demoPractice();
    const today = '2026-03-29';
    for (const status of ['done', 'dropped', 'open'] as const) {
      const demo = db.prepare('SELECT * FROM action_items WHERE status = ? LIMIT 1').get(status) as ActionRow;
      expect(demo, status).toBeTruthy();
      const item = { clientId: demo.client_id, text: demo.text, dueOn: demo.due_on, owner: demo.owner, sessionId: demo.session_id, noteId: demo.note_id, goalId: demo.goal_id };
      const id = createAction(db, item, demo.created_at);
      if (status !== 'open') updateAction(db, id, { status }, demo.updated_at);
      expect(withoutId(row(db, 'action_items', id))).toEqual(withoutId({ ...demo }));
    }
    const demo = db.prepare('SELECT * FROM goal_check_ins WHERE comment IS NOT NULL AND value IS NOT NULL LIMIT 1').get() as CheckInRow;
    db.transaction(() => {
      addCheckIn(db, { goalId: demo.goal_id, on: demo.recorded_on, value: demo.value, rating: demo.rating, comment: demo.comment, sessionId: demo.session_id }, today, demo.created_at);
    })();
    const added = db.prepare('SELECT max(id) FROM goal_check_ins').pluck().get() as number;
    expect(withoutId(row(db, 'goal_check_ins', added))).toEqual(withoutId({ ...demo }));
  });

  it('gives every note its first revision, holding the note as written', async () => {
    const { db } = await demoPractice();
    const mismatched = db
      .prepare(
        `SELECT n.id FROM notes n LEFT JOIN note_revisions r ON r.note_id = n.id
         WHERE r.id IS NULL OR r.sections <> n.sections OR r.title IS NOT n.title OR r.created_at <> n.created_at OR n.version <> 1`,
      )
      .all();
    expect(mismatched).toEqual([]);
    expect(db.prepare('SELECT count(*) FROM note_revisions').pluck().get()).toBe(db.prepare('SELECT count(*) FROM notes').pluck().get());
  });

  it('puts the search triggers back and keeps the index as it was when a bulk write fails midway', async () => {
    const { db } = (await makePractice()).core.vault;
    const before = triggers(db);
    const write = db.transaction(() =>
      withBulkSearchIndexing(db, SEARCH_SOURCES, () => {
        createClient(db, ClientFields.parse({ fullName: 'Halfway Written' }), '2026-03-29T07:00:00.000Z');
        throw new Error('power cut');
      }),
    );
    expect(write).toThrow('power cut');
    expect(triggers(db)).toEqual(before);
    expect(db.prepare('SELECT count(*) FROM fts_client').pluck().get()).toBe(0);
    expect(() => withBulkSearchIndexing(db, SEARCH_SOURCES, () => {})).toThrow(/inside a transaction/);
  });
});

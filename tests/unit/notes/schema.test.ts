import { describe, expect, it } from 'vitest';
import { notesPractice } from '../support/notes';
import { queryPlan } from '../support/query-plans';

describe('notes and action items schema', () => {
  it('keeps tables STRICT and answers the lists a coach opens from an index', async () => {
    const { core } = await notesPractice();
    const db = core.vault.db;
    for (const table of ['note_templates', 'notes', 'note_revisions', 'action_items']) {
      expect(db.prepare('SELECT sql FROM sqlite_schema WHERE name = ?').pluck().get(table), table).toMatch(/STRICT/);
    }
    const plan = (sql: string) => queryPlan(db, sql);
    expect(plan("SELECT * FROM action_items WHERE status = 'open' AND due_on < '2026-03-01' ORDER BY due_on")).toContain('action_items_open_by_due');
    expect(plan("SELECT * FROM action_items WHERE client_id = 1 AND status = 'open'")).toContain('action_items_by_client');
    expect(plan("SELECT * FROM notes WHERE client_id = 1 AND kind = 'journal' ORDER BY entry_date DESC")).toContain('notes_journal');
    expect(plan('SELECT * FROM note_revisions WHERE note_id = 1 ORDER BY id DESC')).toContain('note_revisions_by_note');
  });

  it('refuses a session note without a session, a second note for one session, and an unknown action status', async () => {
    const { core, client, sessions } = await notesPractice();
    const insertNote = (kind: string, sessionId: number | null, entryDate: string | null) =>
      core.vault.db
        .prepare("INSERT INTO notes (client_id, session_id, kind, entry_date, language, sections, plain_text, version, created_at, updated_at) VALUES (?, ?, ?, ?, 'en', '[]', '', 1, '', '')")
        .run(client.id, sessionId, kind, entryDate);
    expect(() => insertNote('session', null, null)).toThrow(/CHECK/);
    expect(() => insertNote('journal', null, null)).toThrow(/CHECK/);
    insertNote('session', sessions[0].id, null);
    expect(() => insertNote('session', sessions[0].id, null)).toThrow(/UNIQUE/);
    expect(() =>
      core.vault.db.prepare("INSERT INTO action_items (client_id, text, owner, status, created_at, updated_at) VALUES (?, 'x', 'client', 'maybe', '', '')").run(client.id),
    ).toThrow(/CHECK/);
  });
});

import { describe, expect, it } from 'vitest';
import { makePractice } from '../support/practice';

describe('scheduling schema', () => {
  it('indexes the calendar week and client queries, and keeps tables STRICT', async () => {
    const { core } = await makePractice();
    const db = core.vault.db;
    const plan = (sql: string) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail).join('\n');
    expect(plan("SELECT * FROM sessions s WHERE s.starts_at >= '2026-01-01' AND s.starts_at < '2026-01-08'")).toContain('sessions_by_start');
    expect(plan("SELECT * FROM sessions s WHERE s.client_id = 1 AND s.starts_at > '2026-01-01' ORDER BY s.starts_at LIMIT 1")).toContain('sessions_by_client_status');
    for (const table of ['clients', 'client_tags', 'packages', 'session_series', 'sessions']) {
      expect(db.prepare("SELECT sql FROM sqlite_schema WHERE name = ?").pluck().get(table), table).toMatch(/STRICT/);
    }
  });

  it('refuses a session that ends before it starts or has an unknown status, at the database itself', async () => {
    const { core } = await makePractice();
    const client = await core.call('clients.create', { fullName: 'Check Client' });
    const insert = (status: string, start: string, end: string) =>
      core.vault.db
        .prepare("INSERT INTO sessions (client_id, starts_at, ends_at, time_zone, type, status, created_at, updated_at) VALUES (?, ?, ?, 'UTC', 'video', ?, '', '')")
        .run(client.id, start, end, status);
    expect(() => insert('scheduled', '2026-01-01T10:00:00.000Z', '2026-01-01T09:00:00.000Z')).toThrow(/CHECK/);
    expect(() => insert('postponed', '2026-01-01T10:00:00.000Z', '2026-01-01T11:00:00.000Z')).toThrow(/CHECK/);
  });
});

import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { findConflicts } from '../../../src/core/sessions/conflicts';
import { dashboard } from '../../../src/core/sessions/dashboard';
import { takeDueReminders } from '../../../src/core/sessions/reminders';
import { listSessions } from '../../../src/core/sessions/session-list';
import { makePractice } from '../support/practice';
import { capturePlans, queryPlan } from '../support/query-plans';

describe('scheduling schema', () => {
  it('indexes the calendar week and client queries, and keeps tables STRICT', async () => {
    const { core } = await makePractice();
    const db = core.vault.db;
    const plan = (sql: string) => queryPlan(db, sql);
    expect(plan("SELECT * FROM sessions s WHERE s.starts_at >= '2026-01-01' AND s.starts_at < '2026-01-08'")).toContain('sessions_by_start');
    expect(plan("SELECT * FROM sessions s WHERE s.client_id = 1 AND s.starts_at > '2026-01-01' ORDER BY s.starts_at LIMIT 1")).toContain('sessions_by_client_status');
    for (const table of ['clients', 'client_tags', 'packages', 'session_series', 'sessions']) {
      expect(db.prepare("SELECT sql FROM sqlite_schema WHERE name = ?").pluck().get(table), table).toMatch(/STRICT/);
    }
  });

  it('reads a calendar week, the dashboard, a booking\'s overlaps and due reminders by the sessions\' time, never client by client (which grows with every client ever seen)', async () => {
    const { core } = await makePractice();
    const db = core.vault.db;
    const week = { from: '2026-03-09T00:00', to: '2026-03-16T00:00', includeCancelled: true, limit: 1000, clientId: null };
    const now = Date.parse('2026-03-10T08:00:00Z');
    const slot = { start: DateTime.fromMillis(now), end: DateTime.fromMillis(now + 3_600_000) };
    const plans = capturePlans(db, () => [listSessions(db, week, 'Europe/Sofia'), dashboard(db, now, 'Europe/Sofia'), findConflicts(db, [slot]), takeDueReminders(db, now)])
      .filter(({ sql }) => sql.includes('FROM sessions s JOIN clients c'))
      .map(({ plan }) => plan);
    expect(plans).toHaveLength(5);
    for (const plan of plans) expect(plan.split('\n')[0]).toContain('USING INDEX sessions_by_start');
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

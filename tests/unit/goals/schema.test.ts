import { describe, expect, it } from 'vitest';
import { makePractice } from '../support/practice';
import { queryPlan } from '../support/query-plans';

const TABLES = ['goals', 'goal_milestones', 'goal_check_ins', 'goal_sessions', 'assessment_templates', 'assessment_template_areas', 'assessments', 'assessment_scores'];

describe('goals and assessments schema', () => {
  it('keeps its tables STRICT and reads a goal\'s check-ins and a client\'s goals by index', async () => {
    const { core } = await makePractice();
    const db = core.vault.db;
    for (const table of TABLES) expect(db.prepare('SELECT sql FROM sqlite_schema WHERE name = ?').pluck().get(table), table).toMatch(/STRICT/);
    const plan = (sql: string) => queryPlan(db, sql);
    expect(plan('SELECT * FROM goal_check_ins WHERE goal_id = 1 ORDER BY recorded_on, id')).toContain('goal_check_ins_by_goal');
    expect(plan('SELECT * FROM goals WHERE client_id = 1')).toContain('goals_by_client');
    expect(plan("SELECT * FROM goals WHERE status = 'active'")).toContain('goals_by_status');
    expect(plan('SELECT * FROM assessments WHERE client_id = 1 ORDER BY assessed_on')).toContain('assessments_by_client');
  });

  it('refuses half a measure and a check-in with nothing in it, at the database itself', async () => {
    const { core } = await makePractice();
    const db = core.vault.db;
    const client = await core.call('clients.create', { fullName: 'Check Client' });
    expect(() =>
      db.prepare("INSERT INTO goals (client_id, title, status, metric_name, created_at, updated_at) VALUES (?, 'x', 'active', 'km', '', '')").run(client.id),
    ).toThrow(/CHECK/);
    const goal = await core.call('goals.create', { clientId: client.id, title: 'x' });
    expect(() => db.prepare("INSERT INTO goal_check_ins (goal_id, recorded_on, created_at, updated_at) VALUES (?, '2026-01-01', '', '')").run(goal.id)).toThrow(/CHECK/);
  });
});

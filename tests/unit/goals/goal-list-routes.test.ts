import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Db } from '../../../src/core/db/open';
import { FEW_TO_SORT, listGoals } from '../../../src/core/goals/goal-list';
import { GoalListInput, type GoalStatus } from '../../../src/shared/contract/goals';
import { capturePlans } from '../support/query-plans';
import { addClient, schedulingPractice } from '../support/scheduling';

const TODAY = '2026-03-01';

/**
 * A practice where achieved goals and the tag "common" pass FEW_TO_SORT, and active goals and
 * the tag "rare" do not, so the practice's Goals page takes each of its routes.
 */
async function practice() {
  const { core } = await schedulingPractice(`${TODAY}T08:00:00Z`);
  const names = ['zara Omar', 'Anna Ivanova', 'anna ivanova', 'Boris Petrov', 'Élise Martin', 'Nur Aisyah'];
  for (let i = 0; i < FEW_TO_SORT; i++) names.push(`Client ${String(FEW_TO_SORT - i).padStart(4, '0')}`);
  const ids: number[] = [];
  for (const [i, name] of names.entries()) ids.push((await addClient(core, name, { tags: i % 500 === 1 ? ['common', 'rare'] : ['common'] })).id);
  await core.call('clients.archive', { id: ids[3]!, archived: true });
  await core.call('clients.trash', { id: ids[7]! });
  const db = core.vault.db;
  const insert = db.prepare('INSERT INTO goals (client_id, title, target_date, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const [i, id] of ids.entries()) {
      insert.run(id, `Goal ${i}`, i % 3 ? `2026-0${(i % 9) + 1}-01` : null, 'achieved', '2026-02-20T10:00:00Z', '2026-02-20T10:00:00Z');
      if (i % 250 === 0) insert.run(id, `Paused ${i}`, null, 'paused', '2026-02-20T10:00:00Z', '2026-02-20T10:00:00Z');
      // Active goals, some set long ago and never checked in on (stale).
      if (i % 400 === 1 || i < 4) insert.run(id, `Active ${i}`, null, 'active', i % 2 ? '2025-12-01T10:00:00Z' : '2026-02-25T10:00:00Z', '2026-02-25T10:00:00Z');
    }
  })();
  return { db };
}

/** The practice's goals the filters ask for, in the page's order, worked out here from every goal. */
function expected(db: Db, filters: { status: GoalStatus | null; tag: string | null }): number[] {
  const rows = db
    .prepare(
      `SELECT g.id, g.status, g.target_date, c.name_key, c.archived_at, c.trashed_at,
              EXISTS (SELECT 1 FROM client_tags t WHERE t.client_id = c.id AND t.tag = ?) AS tagged
       FROM goals g, clients c WHERE c.id = g.client_id`,
    )
    .all(filters.tag) as { id: number; status: string; target_date: string | null; name_key: string; archived_at: string | null; trashed_at: string | null; tagged: number }[];
  // The names' sort keys (name-key.ts), byte for byte as SQLite compares them.
  const compare = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
  return rows
    .filter((row) => !row.archived_at && !row.trashed_at && (!filters.status || row.status === filters.status) && (!filters.tag || row.tagged))
    .sort(
      (a, b) =>
        compare(a.name_key, b.name_key) ||
        Number(a.target_date === null) - Number(b.target_date === null) ||
        compare(a.target_date ?? '', b.target_date ?? '') ||
        a.id - b.id,
    )
    .map((row) => row.id);
}

describe("the practice's Goals page", () => {
  // One test: its two thousand clients take seconds to add.
  it('lists the same goals in the same order by every route, and takes the quick route for each filter', async () => {
    const { db } = await practice();
    for (const status of [null, 'active', 'achieved', 'paused', 'dropped'] as const) {
      for (const tag of [null, 'rare', 'common', 'nobody']) {
        const all = listGoals(db, GoalListInput.parse({ status, tag }), TODAY);
        const label = JSON.stringify({ status, tag });
        expect(all.map((goal) => goal.id), label).toEqual(expected(db, { status, tag }));
        expect(listGoals(db, GoalListInput.parse({ status, tag, limit: 51 }), TODAY).map((goal) => goal.id), label).toEqual(all.slice(0, 51).map((goal) => goal.id));
        const stale = listGoals(db, GoalListInput.parse({ status, tag, staleOnly: true }), TODAY);
        expect(stale.map((goal) => goal.id), label).toEqual(all.filter((goal) => goal.stale).map((goal) => goal.id));
      }
    }
    expect(listGoals(db, GoalListInput.parse({ status: 'active', staleOnly: true }), TODAY).length).toBeGreaterThan(0);

    // Rare goals from their index, common ones by walking the clients in name order.
    const firstStep = (input: z.input<typeof GoalListInput>) => {
      const reads = capturePlans(db, () => listGoals(db, GoalListInput.parse({ limit: 51, ...input }), TODAY));
      return reads.find((read) => read.sql.includes('ORDER BY c.name_key'))!.plan.split('\n')[0];
    };
    expect(firstStep({ status: 'active' })).toContain('goals_by_status (status=?)');
    expect(firstStep({ staleOnly: true })).toContain('goals_by_status (status=?)');
    expect(firstStep({ tag: 'rare' })).toMatch(/SEARCH tagged/);
    expect(firstStep({ status: 'achieved', tag: 'rare' })).toMatch(/SEARCH tagged/);
    for (const input of [{}, { status: 'achieved' }, { tag: 'common' }, { status: 'achieved', tag: 'common' }] as const) {
      const reads = capturePlans(db, () => listGoals(db, GoalListInput.parse({ limit: 51, ...input }), TODAY));
      const page = reads.find((read) => read.sql.includes('ORDER BY c.name_key'))!.plan;
      expect(page, JSON.stringify(input)).toContain('clients_by_view_name (trashed_at=? AND archived_at=?)');
      expect(page, JSON.stringify(input)).toContain('TEMP B-TREE FOR LAST 3 TERMS OF ORDER BY');
    }
  });
});

import type { Db } from '../../../src/core/db/open';

/** SQLite's plan for `sql` with these arguments, one step a line. */
export function queryPlan(db: Db, sql: string, ...args: unknown[]): string {
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map((row) => row.detail).join('\n');
}

export interface CapturedPlan {
  sql: string;
  plan: string;
}

/**
 * The plan of every reading statement `run` prepares, each time it is run, with the arguments
 * it is run with: a parameter can change the plan, so the plan of the real call is what counts.
 * `db.prepare` is wrapped only while `run` runs.
 */
export function capturePlans(db: Db, run: () => unknown): CapturedPlan[] {
  const prepare = db.prepare.bind(db);
  const seen: CapturedPlan[] = [];
  (db as { prepare: unknown }).prepare = (sql: string) => {
    const statement = prepare(sql);
    if (!statement.reader) return statement;
    for (const method of ['all', 'get', 'iterate'] as const) {
      const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
      (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        seen.push({ sql, plan: (prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map((row) => row.detail).join('\n') });
        return original(...args);
      };
    }
    return statement;
  };
  try {
    run();
  } finally {
    (db as { prepare: unknown }).prepare = prepare;
  }
  return seen;
}

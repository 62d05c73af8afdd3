import type Database from 'better-sqlite3-multiple-ciphers';
import type { Db } from './open';

type Statement = Database.Statement;

const caches = new WeakMap<Db, Map<string, Statement>>();

/**
 * A statement compiled once per connection and reused. Preparing an INSERT compiles every
 * trigger on its table too (the search index's), which costs more than running it; the
 * write paths that run thousands of times (demo data, imports) use this instead of
 * `db.prepare`. Only for fixed SQL text, run to completion at once (`run`, `get`, `all`,
 * never `iterate`); `pluck` is part of the key, so no caller changes another's mode.
 */
export function cachedStatement(db: Db, sql: string, mode: 'rows' | 'pluck' = 'rows'): Statement {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = `${mode}:${sql}`;
  let statement = cache.get(key);
  if (!statement) {
    statement = db.prepare(sql);
    if (mode === 'pluck') statement.pluck();
    cache.set(key, statement);
  }
  return statement;
}

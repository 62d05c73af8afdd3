import type { SearchKind } from '../../shared/contract';
import type { Db } from '../db/open';
import { createSearchSource, dropSearchSource, indexRowsBetween, recordFoldVersion, type SearchSource, staleSearchSources } from './search-index';

/**
 * A search index rebuilt after an update, a piece at a time (`search-rebuilder.ts` runs the
 * pieces), so that the unlock is not held up for minutes on a large practice. The index table
 * and its triggers are created first, empty: from then on every write indexes its own row, and
 * each piece indexes the rows in the next range of ids that are not indexed yet. How far each
 * kind has come is kept in the meta table, written in the same transaction as each piece, so a
 * crash or a lock midway resumes where it stopped.
 */
const REBUILD_KEY = 'search_rebuild';

/** One kind's rebuild: its rows with ids up to `after` are indexed; `until` was its highest id when the rebuild began. */
interface KindRebuild {
  after: number;
  until: number;
  done: boolean;
}

type Rebuild = Partial<Record<SearchKind, KindRebuild>>;

/** Past any id SQLite hands out, so a kind's last piece takes every row left. */
const EVERY_ID = Number.MAX_SAFE_INTEGER;

function readRebuild(db: Db): Rebuild | null {
  const value = db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(REBUILD_KEY) as string | undefined;
  return value === undefined ? null : (JSON.parse(value) as Rebuild);
}

function writeRebuild(db: Db, rebuild: Rebuild | null): void {
  if (rebuild === null) db.prepare('DELETE FROM meta WHERE key = ?').run(REBUILD_KEY);
  else db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(REBUILD_KEY, JSON.stringify(rebuild));
}

/**
 * Brings each kind's index in step with its definition in this code (`staleSearchSources`):
 * a stale kind's index is dropped and created again, empty, in one transaction, and marked to
 * be filled from its rows by `rebuildStep`. Runs at every unlock, after the migrations; when
 * nothing changed it only reads. Returns the kinds to be rebuilt.
 */
export function syncSearchIndexes(db: Db, sources: readonly SearchSource[]): SearchKind[] {
  const stale = staleSearchSources(db, sources);
  if (stale.length === 0) return [];
  db.transaction(() => {
    for (const source of stale) {
      dropSearchSource(db, source);
      createSearchSource(db, source);
    }
    beginRebuild(db, stale);
    recordFoldVersion(db);
  })();
  return stale.map((source) => source.kind);
}

/** Marks the kinds whose index tables were just created empty as to be indexed from their first row, beside any rebuild under way. */
function beginRebuild(db: Db, sources: readonly SearchSource[]): void {
  const rebuild = readRebuild(db) ?? {};
  for (const source of sources) {
    const until = db.prepare(`SELECT coalesce(max(id), 0) FROM "${source.table}"`).pluck().get() as number;
    rebuild[source.kind] = { after: 0, until, done: false };
  }
  writeRebuild(db, rebuild);
}

export function isRebuilding(db: Db): boolean {
  return readRebuild(db) !== null;
}

/**
 * Indexes up to `rows(kind)` more rows of the first kind still being rebuilt, in one transaction
 * with the record of how far it has come. Returns that kind, or null once every kind is whole.
 */
export function rebuildStep(db: Db, sources: readonly SearchSource[], rows: (kind: SearchKind) => number): SearchKind | null {
  return db.transaction(() => {
    const rebuild = readRebuild(db);
    if (rebuild === null) return null;
    const next = sources.find((source) => rebuild[source.kind]?.done === false);
    if (next) {
      const progress = rebuild[next.kind]!;
      const filter = next.where ? ` AND ${next.where}` : '';
      const last = db.prepare(`SELECT r.id FROM "${next.table}" r WHERE r.id > ?${filter} ORDER BY r.id LIMIT 1 OFFSET ?`).pluck().get(progress.after, rows(next.kind) - 1) as number | undefined;
      indexRowsBetween(db, next, progress.after, last ?? EVERY_ID);
      rebuild[next.kind] = last === undefined ? { ...progress, after: progress.until, done: true } : { ...progress, after: last };
    }
    // Kinds the sources no longer name (an older build's) have nothing left to index.
    const whole = sources.every((source) => rebuild[source.kind]?.done !== false);
    writeRebuild(db, whole ? null : rebuild);
    return whole ? null : (next?.kind ?? null);
  })();
}

/** How far the rebuild under way has come, 0 to 1, by ids; null when every index is whole. */
export function rebuildProgress(db: Db): number | null {
  const rebuild = readRebuild(db);
  if (rebuild === null) return null;
  const kinds = Object.values(rebuild);
  const total = kinds.reduce((sum, kind) => sum + kind.until, 0);
  const done = kinds.reduce((sum, kind) => sum + Math.min(kind.after, kind.until), 0);
  return total === 0 ? 0 : Math.min(done / total, 0.99);
}

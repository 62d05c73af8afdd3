import type { SearchKind } from '../../shared/contract';
import type { Db } from '../db/open';
import { createSearchSource, dropSearchSource, indexRowsBetween, recordFoldVersion, retireSearchSource, type SearchSource, staleSearchSources } from './search-index';
import { retiredName, retireStep } from './retired-indexes';

/**
 * A search index rebuilt after an update, a piece at a time (`search-rebuilder.ts` runs the
 * pieces), so that the unlock is not held up for minutes on a large practice. The old index is
 * set aside (retired-indexes.ts), and the new table and its triggers are created empty: from
 * then on every write indexes its own row, and each piece indexes the rows in the next range of
 * ids that are not indexed yet. How far each kind has come is kept in the meta table, written in
 * the same transaction as each piece, so a crash or a lock midway resumes where it stopped.
 * Once every kind is whole, further pieces delete the old indexes.
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
 * a stale kind's index is set aside and created again, empty, in one transaction, and marked to
 * be filled from its rows by `rebuildStep`. (Dropping the old one here took most of the unlock:
 * `secure_delete` overwrites every page it frees, about a second per 50 MiB of index.) Runs at every unlock, after the migrations; when
 * nothing changed it only reads. Returns the kinds to be rebuilt.
 */
export function syncSearchIndexes(db: Db, sources: readonly SearchSource[]): SearchKind[] {
  const stale = staleSearchSources(db, sources);
  if (stale.length === 0) return [];
  db.transaction(() => {
    for (const source of stale) {
      // A new practice's indexes, empty, are dropped at once.
      if (hasRows(db, source)) retireSearchSource(db, source, retiredName(db, source.kind));
      else dropSearchSource(db, source);
      createSearchSource(db, source);
    }
    beginRebuild(db, stale);
    recordFoldVersion(db);
  })();
  return stale.map((source) => source.kind);
}

function hasRows(db: Db, source: SearchSource): boolean {
  return db.prepare(`SELECT EXISTS (SELECT 1 FROM "${source.table}")`).pluck().get() === 1;
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
 * One piece of the work left, in one transaction: up to `rows(piece)` more rows of the first
 * kind still being rebuilt (with the record of how far it has come), or, once every kind is
 * whole, of an old index being deleted. Returns what the piece worked on (a kind, or an old
 * index's table), or null when nothing is left.
 */
export function rebuildStep(db: Db, sources: readonly SearchSource[], rows: (piece: string) => number): string | null {
  return db.transaction(() => {
    const rebuild = readRebuild(db);
    if (rebuild === null) return retireStep(db, rows);
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
    return next?.kind ?? retireStep(db, rows);
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

import type { SearchKind } from '../../shared/contract';
import type { Db } from '../db/open';
import { SEARCH_FOLD_VERSION } from './normalise';

/** The `foldForSearch` version the indexed text was folded with (meta table). */
const FOLD_VERSION_KEY = 'search_fold_version';

/**
 * One kind of searchable record, with its own FTS5 table (`fts_<kind>`): a search reads each
 * kind's index apart, so the few clients are never searched through the many notes' index.
 * Adding a kind (goals, say) is one of these, added to SEARCH_SOURCES: the next unlock
 * builds its index (`syncSearchIndexes`). Expressions are SQL over the source row
 * as `r` (and, in `hit`, its client as `c`).
 */
export interface SearchSource {
  kind: SearchKind;
  table: string;
  /** Only rows for which this holds are this kind (several kinds may share a table). */
  where?: string;
  clientId: string;
  /** Weighted above the body when ranking. */
  title: string;
  body: string;
  /** Words the index also holds with the body, not shown in a snippet (a code's number: "0001" finds C0001). */
  alsoIndexed?: string;
  /**
   * The columns of `table` that the expressions above read (`where` and `clientId` too): only
   * an update of one of them re-indexes the row, so ticking off an action item or a milestone
   * does not rewrite its words in the index. Checked against the expressions by a unit test.
   */
  columns: string[];
  /** Tables whose rows feed `title` or `body`: a change of `columns` there re-indexes the row `key` names. */
  dependents?: { table: string; key: string; columns: string[] }[];
  /**
   * How a hit is shown: extra joins, its title, the session to open and its date;
   * `numbersWithinWords` when `alsoIndexed` holds the body's numbers, so the snippet marks "0001"
   * in C0001 as found.
   */
  hit: { joins?: string; title: string; sessionId: string; date: string; numbersWithinWords?: boolean };
}

export function indexTable(source: Pick<SearchSource, 'kind'>): string {
  return `fts_${source.kind}`;
}

/**
 * Creates the kind's index, the triggers that keep it in step with every write (cascading
 * deletes included) in the same transaction, and indexes the rows already there. The index
 * holds the folded text (encrypted like everything else), its rowid is the record's id;
 * 2-, 3- and 4-letter word starts are indexed too, for search as you type.
 */
export function installSearchSource(db: Db, source: SearchSource): void {
  createSearchSource(db, source);
  indexRowsAfter(db, source, 0);
}

/** The kind's index table, empty, and its triggers: from then on every write indexes its own row. */
export function createSearchSource(db: Db, source: SearchSource): void {
  db.exec(indexTableSql(source));
  enableSecureSearchDeletes(db, indexTable(source));
  for (const trigger of searchTriggers(source)) db.exec(trigger.sql);
}

/** Drops the kind's index table and every trigger named for it. */
export function dropSearchSource(db: Db, source: SearchSource): void {
  for (const { name, type } of storedObjects(db, source)) db.exec(`DROP ${type === 'trigger' ? 'TRIGGER' : 'TABLE'} "${name}"`);
}

/**
 * Drops the kind's triggers and renames its index table (a schema change: its pages stay where
 * they are) to `retiredName`, for `retired-indexes.ts` to delete a piece at a time.
 */
export function retireSearchSource(db: Db, source: SearchSource, retiredName: string): void {
  for (const { name, type } of storedObjects(db, source)) {
    if (type === 'trigger') db.exec(`DROP TRIGGER "${name}"`);
    else renameLegacy(db, name, retiredName);
  }
}

/**
 * A rename that leaves the rest of the schema alone: the current one re-reads every trigger, and
 * fails on the client list's (an aliased UPDATE, `UPDATE client_name_marks AS prior`). No
 * trigger names the index any more when it is renamed.
 */
function renameLegacy(db: Db, from: string, to: string): void {
  db.pragma('legacy_alter_table = ON');
  try {
    db.exec(`ALTER TABLE "${from}" RENAME TO "${to}"`);
  } finally {
    db.pragma('legacy_alter_table = OFF');
  }
}

function indexTableSql(source: SearchSource): string {
  return `CREATE VIRTUAL TABLE ${indexTable(source)} USING fts5(title, body, client_id UNINDEXED, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')`;
}

/**
 * The kinds whose index is out of step with its definition in this code: its stored table or
 * triggers differ from what `createSearchSource` would create now (an update changed its
 * words, columns, dependents or tokenizer), or, for every kind, the text was folded by another
 * version of `foldForSearch`. The index is derived data, so such a kind is built again from its
 * rows (`syncSearchIndexes`), and no migration needs its own frozen copy of a kind's triggers.
 */
export function staleSearchSources(db: Db, sources: readonly SearchSource[]): SearchSource[] {
  // Practices from before the version was recorded were folded by the first one.
  const folded = (db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(FOLD_VERSION_KEY) as string | undefined) ?? '1';
  return sources.filter((source) => {
    if (folded !== String(SEARCH_FOLD_VERSION)) return true;
    const expected = [{ name: indexTable(source), sql: indexTableSql(source) }, ...searchTriggers(source)];
    const stored = storedObjects(db, source);
    // SQLite keeps a statement's text without its closing semicolon.
    return stored.length !== expected.length || expected.some(({ name, sql }) => stored.find((object) => object.name === name)?.sql !== sql.replace(/;$/, ''));
  });
}

/** Records that the indexes hold text folded by this code's `foldForSearch`. */
export function recordFoldVersion(db: Db): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(FOLD_VERSION_KEY, String(SEARCH_FOLD_VERSION));
}

/** The kind's index table and every trigger named for it (its shadow tables are the table's own business). */
function storedObjects(db: Db, source: SearchSource): { name: string; type: string; sql: string }[] {
  const table = indexTable(source);
  return db
    .prepare("SELECT name, type, sql FROM sqlite_schema WHERE (type = 'table' AND name = ?) OR (type = 'trigger' AND name LIKE ? ESCAPE '!')")
    .all(table, `${table.replaceAll('_', '!_')}!_%`) as { name: string; type: string; sql: string }[];
}

/**
 * (Re)creates the triggers that re-index a row when it, or a row feeding it, is updated:
 * only for an update of the columns the index reads (`UPDATE OF`). Each re-index is a
 * secure delete and an insert with every word start, the costliest write the index has.
 */
export function installUpdateTriggers(db: Db, source: SearchSource): void {
  for (const trigger of searchTriggers(source).filter((t) => t.name.endsWith('_update'))) {
    db.exec(`DROP TRIGGER IF EXISTS ${trigger.name}; ${trigger.sql}`);
  }
}

/**
 * Every trigger that keeps the kind's index in step with its rows: the one definition both
 * the migrations and `withBulkSearchIndexing` install.
 */
function searchTriggers(source: SearchSource): { name: string; sql: string }[] {
  const table = indexTable(source);
  const { index, forget } = indexStatements(source);
  const triggers = [
    { name: `${table}_insert`, sql: `CREATE TRIGGER ${table}_insert AFTER INSERT ON "${source.table}" BEGIN ${index('new.id')} END;` },
    { name: `${table}_delete`, sql: `CREATE TRIGGER ${table}_delete AFTER DELETE ON "${source.table}" BEGIN ${forget('old.id')} END;` },
    {
      name: `${table}_update`,
      sql: `CREATE TRIGGER ${table}_update AFTER UPDATE OF ${source.columns.join(', ')} ON "${source.table}" BEGIN ${forget('old.id')} ${index('new.id')} END;`,
    },
  ];
  for (const { table: dependent, key, columns } of source.dependents ?? []) {
    const name = `${table}_${dependent}`;
    const changed = ` AND new.${key} IS NOT old.${key}`;
    triggers.push(
      { name: `${name}_insert`, sql: `CREATE TRIGGER ${name}_insert AFTER INSERT ON "${dependent}" BEGIN ${forget(`new.${key}`)} ${index(`new.${key}`)} END;` },
      { name: `${name}_delete`, sql: `CREATE TRIGGER ${name}_delete AFTER DELETE ON "${dependent}" BEGIN ${forget(`old.${key}`)} ${index(`old.${key}`)} END;` },
      {
        name: `${name}_update`,
        sql: `CREATE TRIGGER ${name}_update AFTER UPDATE OF ${[key, ...columns].join(', ')} ON "${dependent}" BEGIN
        ${forget(`old.${key}`)} ${index(`old.${key}`)}
        ${forget(`new.${key}`, changed)} ${index(`new.${key}`, changed)}
      END;`,
      },
    );
  }
  return triggers;
}

/** Indexes the kind's rows whose id is above `lastId` (all of them for 0) in one statement. */
function indexRowsAfter(db: Db, source: SearchSource, lastId: number): void {
  db.prepare(`${indexStatements(source).indexWhere('r.id > ?')} ORDER BY r.id`).run(lastId);
}

/**
 * Indexes the kind's rows with ids above `after` and up to `upTo` that are not indexed yet:
 * while an index is rebuilt a piece at a time, the triggers index every row written meanwhile.
 */
export function indexRowsBetween(db: Db, source: SearchSource, after: number, upTo: number): void {
  const table = indexTable(source);
  const notIndexed = `r.id > @after AND r.id <= @upTo AND r.id NOT IN (SELECT rowid FROM ${table} WHERE rowid > @after AND rowid <= @upTo)`;
  db.prepare(`${indexStatements(source).indexWhere(notIndexed)} ORDER BY r.id`).run({ after, upTo });
}

/**
 * Runs `write`, which may only ADD rows (no update or delete of rows already there, no tag
 * or milestone added to a client or goal already there), with the search triggers off, then indexes the rows it added with one statement per kind and
 * puts the triggers back: a row is indexed once, with its final words, instead of once per
 * insert and again per tag, milestone or status change. For writing thousands of rows at
 * once (demo data). Only inside a transaction, so a crash or an error midway leaves the
 * triggers installed and the index matching the rows.
 */
export function withBulkSearchIndexing<T>(db: Db, sources: readonly SearchSource[], write: () => T): T {
  if (!db.inTransaction) throw new Error('withBulkSearchIndexing must run inside a transaction');
  const lastIds = sources.map((source) => db.prepare(`SELECT coalesce(max(id), 0) FROM "${source.table}"`).pluck().get() as number);
  for (const source of sources) for (const { name } of searchTriggers(source)) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
  const result = write();
  sources.forEach((source, i) => {
    setHashSize(db, source, BULK_HASH_BYTES);
    indexRowsAfter(db, source, lastIds[i]!);
    setHashSize(db, source, DEFAULT_HASH_BYTES);
    for (const trigger of searchTriggers(source)) db.exec(trigger.sql);
  });
  return result;
}

/** FTS5's default: its words in memory are written out as a new segment whenever they pass this. */
const DEFAULT_HASH_BYTES = 1024 * 1024;
/**
 * While indexing a bulk write at once: one segment per batch instead of dozens, which the
 * index would then spend time merging (measured: a tenth less indexing time for 1,000 demo
 * clients). Put back to the default afterwards, in the same transaction.
 */
const BULK_HASH_BYTES = 64 * 1024 * 1024;

function setHashSize(db: Db, source: SearchSource, bytes: number): void {
  const table = indexTable(source);
  // As a literal: FTS5 takes only an integer, and a bound JS number arrives as a real.
  db.exec(`INSERT INTO ${table} (${table}, rank) VALUES ('hashsize', ${Math.trunc(bytes)})`);
}

function indexStatements(source: SearchSource) {
  const table = indexTable(source);
  const filter = source.where ? ` AND ${source.where}` : '';
  /** Indexes the kind's rows for which `condition` holds. */
  const indexWhere = (condition: string) =>
    `INSERT INTO ${table} (rowid, client_id, title, body)
       SELECT r.id, ${source.clientId}, search_fold(${source.title}), search_fold(${source.alsoIndexed ? `concat_ws(' ', ${source.body}, ${source.alsoIndexed})` : source.body})
       FROM "${source.table}" r WHERE ${condition}${filter}`;
  const index = (id: string, also = '') => `${indexWhere(`r.id = ${id}`)}${also};`;
  const forget = (id: string, also = '') => `DELETE FROM ${table} WHERE rowid = ${id}${also};`;
  return { index, forget, indexWhere };
}

/**
 * A deleted row's words leave the index with it, instead of lingering in older segments
 * behind a delete marker until they merge: erasing a client must leave nothing findable.
 */
export function enableSecureSearchDeletes(db: Db, table: string): void {
  db.exec(`INSERT INTO "${table}" ("${table}", rank) VALUES ('secure-delete', 1)`);
}

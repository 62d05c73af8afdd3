import type { SearchKind } from '../../shared/contract';
import type { Db } from '../db/open';

/**
 * One kind of searchable record, with its own FTS5 table (`fts_<kind>`): a search reads each
 * kind's index apart, so the few clients are never searched through the many notes' index.
 * Adding a kind (goals, say) is one of these, added to SEARCH_SOURCES and passed to
 * `installSearchSource` in that feature's migration. Expressions are SQL over the source row
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
  /**
   * The columns of `table` that the expressions above read (`where` and `clientId` too): only
   * an update of one of them re-indexes the row, so ticking off an action item or a milestone
   * does not rewrite its words in the index. Checked against the expressions by a unit test.
   */
  columns: string[];
  /** Tables whose rows feed `title` or `body`: a change of `columns` there re-indexes the row `key` names. */
  dependents?: { table: string; key: string; columns: string[] }[];
  /** How a hit is shown: extra joins, its title, the session to open and its date. */
  hit: { joins?: string; title: string; sessionId: string; date: string };
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
  const table = indexTable(source);
  const { index, forget } = indexStatements(source);
  db.exec(`
    CREATE VIRTUAL TABLE ${table} USING fts5(title, body, client_id UNINDEXED, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4');
    CREATE TRIGGER ${table}_insert AFTER INSERT ON "${source.table}" BEGIN ${index('new.id')} END;
    CREATE TRIGGER ${table}_delete AFTER DELETE ON "${source.table}" BEGIN ${forget('old.id')} END;
  `);
  enableSecureSearchDeletes(db, table);
  for (const { table: dependent, key } of source.dependents ?? []) {
    db.exec(`
      CREATE TRIGGER ${table}_${dependent}_insert AFTER INSERT ON "${dependent}" BEGIN ${forget(`new.${key}`)} ${index(`new.${key}`)} END;
      CREATE TRIGGER ${table}_${dependent}_delete AFTER DELETE ON "${dependent}" BEGIN ${forget(`old.${key}`)} ${index(`old.${key}`)} END;
    `);
  }
  installUpdateTriggers(db, source);
  db.exec(`
    INSERT INTO ${table} (rowid, client_id, title, body)
      SELECT r.id, ${source.clientId}, search_fold(${source.title}), search_fold(${source.body})
      FROM "${source.table}" r WHERE 1${source.where ? ` AND ${source.where}` : ''};
  `);
}

/**
 * (Re)creates the triggers that re-index a row when it, or a row feeding it, is updated:
 * only for an update of the columns the index reads (`UPDATE OF`). Each re-index is a
 * secure delete and an insert with every word start, the costliest write the index has.
 */
export function installUpdateTriggers(db: Db, source: SearchSource): void {
  const table = indexTable(source);
  const { index, forget } = indexStatements(source);
  db.exec(`
    DROP TRIGGER IF EXISTS ${table}_update;
    CREATE TRIGGER ${table}_update AFTER UPDATE OF ${source.columns.join(', ')} ON "${source.table}" BEGIN ${forget('old.id')} ${index('new.id')} END;
  `);
  for (const { table: dependent, key, columns } of source.dependents ?? []) {
    const changed = ` AND new.${key} IS NOT old.${key}`;
    db.exec(`
      DROP TRIGGER IF EXISTS ${table}_${dependent}_update;
      CREATE TRIGGER ${table}_${dependent}_update AFTER UPDATE OF ${[key, ...columns].join(', ')} ON "${dependent}" BEGIN
        ${forget(`old.${key}`)} ${index(`old.${key}`)}
        ${forget(`new.${key}`, changed)} ${index(`new.${key}`, changed)}
      END;
    `);
  }
}

function indexStatements(source: SearchSource) {
  const table = indexTable(source);
  const filter = source.where ? ` AND ${source.where}` : '';
  const index = (id: string, also = '') =>
    `INSERT INTO ${table} (rowid, client_id, title, body)
       SELECT r.id, ${source.clientId}, search_fold(${source.title}), search_fold(${source.body})
       FROM "${source.table}" r WHERE r.id = ${id}${filter}${also};`;
  const forget = (id: string, also = '') => `DELETE FROM ${table} WHERE rowid = ${id}${also};`;
  return { index, forget };
}

/**
 * A deleted row's words leave the index with it, instead of lingering in older segments
 * behind a delete marker until they merge: erasing a client must leave nothing findable.
 */
export function enableSecureSearchDeletes(db: Db, table: string): void {
  db.exec(`INSERT INTO "${table}" ("${table}", rank) VALUES ('secure-delete', 1)`);
}

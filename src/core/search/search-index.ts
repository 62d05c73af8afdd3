import type { SearchKind } from '../../shared/contract';
import type { Db } from '../db/open';

/**
 * One FTS5 table holds every searchable record. A record's rowid is its kind's code times
 * KIND_SPAN plus its own id, so each kind is one contiguous rowid range (searched on its
 * own without a scan) and a record is found again by its id alone when it changes.
 */
export const KIND_SPAN = 2 ** 40;

/**
 * One kind of searchable record. Adding a kind (goals, say) is one of these, passed to
 * `installSearchSource` in that feature's migration and added to SEARCH_SOURCES.
 * Expressions are SQL over the source row as `r` (and, in `hit`, its client as `c`).
 */
export interface SearchSource {
  kind: SearchKind;
  /** Fixed forever once released: it places the kind's rows in the index. */
  code: number;
  table: string;
  /** Only rows for which this holds are this kind (several kinds may share a table). */
  where?: string;
  clientId: string;
  /** Weighted above the body when ranking. */
  title: string;
  body: string;
  /** Tables whose rows feed `title` or `body`: a change there re-indexes the row `key` names. */
  dependents?: { table: string; key: string }[];
  /** How a hit is shown: extra joins, its title, the session to open and its date. */
  hit: { joins?: string; title: string; sessionId: string; date: string };
}

export function createSearchIndex(db: Db): void {
  // Contentful (the folded text is kept, encrypted like everything else) so highlight()
  // can find matches; 2- and 3-letter prefixes are indexed for search as you type.
  db.exec(`
    CREATE VIRTUAL TABLE search_index USING fts5(
      title, body, client_id UNINDEXED,
      tokenize = 'unicode61 remove_diacritics 2',
      prefix = '2 3'
    );
  `);
}

/** Creates the triggers that keep `source`'s rows indexed, and indexes the rows already there. */
export function installSearchSource(db: Db, source: SearchSource): void {
  const base = source.code * KIND_SPAN;
  const name = `search_${source.kind}`;
  const filter = source.where ? ` AND ${source.where}` : '';
  const index = (id: string, also = '') =>
    `INSERT INTO search_index (rowid, client_id, title, body)
       SELECT ${base} + r.id, ${source.clientId}, search_fold(${source.title}), search_fold(${source.body})
       FROM "${source.table}" r WHERE r.id = ${id}${filter}${also};`;
  const forget = (id: string, also = '') => `DELETE FROM search_index WHERE rowid = ${base} + ${id}${also};`;

  db.exec(`
    CREATE TRIGGER ${name}_insert AFTER INSERT ON "${source.table}" BEGIN ${index('new.id')} END;
    CREATE TRIGGER ${name}_update AFTER UPDATE ON "${source.table}" BEGIN ${forget('old.id')} ${index('new.id')} END;
    CREATE TRIGGER ${name}_delete AFTER DELETE ON "${source.table}" BEGIN ${forget('old.id')} END;
  `);
  for (const { table, key } of source.dependents ?? []) {
    const dependent = `${name}_${table}`;
    db.exec(`
      CREATE TRIGGER ${dependent}_insert AFTER INSERT ON "${table}" BEGIN ${forget(`new.${key}`)} ${index(`new.${key}`)} END;
      CREATE TRIGGER ${dependent}_update AFTER UPDATE ON "${table}" BEGIN
        ${forget(`old.${key}`)} ${index(`old.${key}`)}
        ${forget(`new.${key}`, ` AND new.${key} IS NOT old.${key}`)} ${index(`new.${key}`, ` AND new.${key} IS NOT old.${key}`)}
      END;
      CREATE TRIGGER ${dependent}_delete AFTER DELETE ON "${table}" BEGIN ${forget(`old.${key}`)} ${index(`old.${key}`)} END;
    `);
  }
  db.exec(`
    INSERT INTO search_index (rowid, client_id, title, body)
      SELECT ${base} + r.id, ${source.clientId}, search_fold(${source.title}), search_fold(${source.body})
      FROM "${source.table}" r WHERE 1${filter};
  `);
}

export function rowidRange(source: SearchSource): { low: number; high: number } {
  return { low: source.code * KIND_SPAN, high: (source.code + 1) * KIND_SPAN - 1 };
}

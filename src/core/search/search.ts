import type { SearchHit, SearchResults } from '../../shared/contract';
import type { Db } from '../db/open';
import { cachedStatement } from '../db/statements';
import { type QueryTerm, queryTerms, toFtsQuery } from './query';
import { indexTable, type SearchSource } from './search-index';
import { hitSnippet } from './snippet';
import { SEARCH_SOURCES } from './sources';

/**
 * How many of a kind's newest matches are ranked. A rare word is ranked among all its
 * matches; a very common one (or a two-letter start) among the newest 2,000, which keeps
 * every search fast in a practice with hundreds of thousands of notes.
 */
const RANKING_WINDOW = 2000;

export function search(db: Db, text: string, limitPerKind: number, sources: readonly SearchSource[] = SEARCH_SOURCES): SearchResults {
  const terms = queryTerms(text);
  const query = toFtsQuery(terms);
  if (!query) return { query: text, groups: [] };
  const trashHoldsClients = cachedStatement(db, 'SELECT EXISTS (SELECT 1 FROM clients WHERE trashed_at IS NOT NULL)', 'pluck').get() === 1;
  const groups: SearchResults['groups'] = [];
  for (const source of sources) {
    const hits = bestMatches(db, source, query, limitPerKind, trashHoldsClients)
      .map((id) => describeHit(db, source, terms, id))
      .filter((hit): hit is SearchHit => hit !== null);
    if (hits.length) groups.push({ kind: source.kind, hits });
  }
  return { query: text, groups };
}

/**
 * The ids of a kind's best matches, none of a client in the trash. Leaving those out reads
 * each match's client (half the time of a common word's search), so it is done only when the
 * trash holds someone.
 */
function bestMatches(db: Db, source: SearchSource, query: string, limit: number, trashHoldsClients: boolean): number[] {
  const table = indexTable(source);
  const notTrashed = trashHoldsClients ? 'AND client_id NOT IN (SELECT id FROM clients WHERE trashed_at IS NOT NULL)' : '';
  return cachedStatement(
    db,
    `SELECT rowid FROM (
         SELECT rowid, bm25(${table}, 4.0, 1.0) AS score FROM ${table}
         WHERE ${table} MATCH @query ${notTrashed}
         ORDER BY rowid DESC LIMIT @window
       ) ORDER BY score, rowid DESC LIMIT @limit`,
    'pluck',
  ).all({ query, window: RANKING_WINDOW, limit }) as number[];
}

interface HitRow {
  id: number;
  clientId: number;
  clientName: string;
  title: string | null;
  sessionId: number | null;
  date: string | null;
  titleText: string | null;
  bodyText: string | null;
}

function describeHit(db: Db, source: SearchSource, terms: readonly QueryTerm[], id: number): SearchHit | null {
  const row = cachedStatement(
    db,
    `SELECT r.id AS id, c.id AS clientId, c.full_name AS clientName, ${source.hit.title} AS title, ${source.hit.sessionId} AS sessionId,
         ${source.hit.date} AS date, ${source.title} AS titleText, ${source.body} AS bodyText
       FROM "${source.table}" r JOIN clients c ON c.id = ${source.clientId} ${source.hit.joins ?? ''} WHERE r.id = ?`,
  ).get(id) as HitRow | undefined;
  if (!row) return null;
  return {
    kind: source.kind,
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    title: row.title ?? '',
    snippet: hitSnippet(row.bodyText ?? '', row.titleText ?? '', terms, source.hit.numbersWithinWords),
    sessionId: row.sessionId,
    date: row.date,
  };
}

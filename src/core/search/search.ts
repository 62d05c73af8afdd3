import type { SearchHit, SearchResults } from '../../shared/contract';
import type { Db } from '../db/open';
import { toFtsQuery } from './query';
import { rowidRange, type SearchSource } from './search-index';
import { MARK_CLOSE, MARK_OPEN, snippetFrom } from './snippet';
import { SEARCH_SOURCES } from './sources';

/**
 * How many of a kind's newest matches are ranked. A rare word is ranked among all its
 * matches; a very common one (or a two-letter prefix) among the newest 2,000, which keeps
 * every search fast in a practice with hundreds of thousands of notes.
 */
const RANKING_WINDOW = 2000;

export function search(db: Db, text: string, limitPerKind: number, sources: readonly SearchSource[] = SEARCH_SOURCES): SearchResults {
  const query = toFtsQuery(text);
  if (!query) return { query: text, groups: [] };
  const groups: SearchResults['groups'] = [];
  for (const source of sources) {
    const hits = bestMatches(db, source, query, limitPerKind).map((rowid) => describeHit(db, source, query, rowid));
    const shown = hits.filter((hit): hit is SearchHit => hit !== null);
    if (shown.length) groups.push({ kind: source.kind, hits: shown });
  }
  return { query: text, groups };
}

function bestMatches(db: Db, source: SearchSource, query: string, limit: number): number[] {
  const { low, high } = rowidRange(source);
  return db
    .prepare(
      `SELECT rowid FROM (
         SELECT rowid, bm25(search_index, 4.0, 1.0) AS score FROM search_index
         WHERE search_index MATCH @query AND rowid BETWEEN @low AND @high
           AND client_id NOT IN (SELECT id FROM clients WHERE trashed_at IS NOT NULL)
         ORDER BY rowid DESC LIMIT @window
       ) ORDER BY score, rowid DESC LIMIT @limit`,
    )
    .pluck()
    .all({ query, low, high, window: RANKING_WINDOW, limit }) as number[];
}

interface HitRow {
  id: number;
  clientId: number;
  clientName: string;
  title: string;
  sessionId: number | null;
  date: string | null;
  titleText: string;
  bodyText: string;
}

function describeHit(db: Db, source: SearchSource, query: string, rowid: number): SearchHit | null {
  const marked = db
    .prepare(`SELECT highlight(search_index, 0, @open, @close) AS title, highlight(search_index, 1, @open, @close) AS body FROM search_index WHERE search_index MATCH @query AND rowid = @rowid`)
    .get({ query, rowid, open: MARK_OPEN, close: MARK_CLOSE }) as { title: string; body: string } | undefined;
  const row = db
    .prepare(
      `SELECT r.id AS id, c.id AS clientId, c.full_name AS clientName, ${source.hit.title} AS title, ${source.hit.sessionId} AS sessionId,
         ${source.hit.date} AS date, ${source.title} AS titleText, ${source.body} AS bodyText
       FROM "${source.table}" r JOIN clients c ON c.id = ${source.clientId} ${source.hit.joins ?? ''} WHERE r.id = ?`,
    )
    .get(rowid - rowidRange(source).low) as HitRow | undefined;
  if (!marked || !row) return null;
  const inBody = marked.body.includes(MARK_OPEN);
  return {
    kind: source.kind,
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    title: row.title ?? '',
    snippet: inBody ? snippetFrom(row.bodyText ?? '', marked.body) : snippetFrom(row.titleText ?? '', marked.title),
    sessionId: row.sessionId,
    date: row.date,
  };
}

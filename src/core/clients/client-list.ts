import type { ClientSort, ClientStatus, ClientSummary, Output } from '../../shared/contract';
import { toLatinDigits } from '../../shared/i18n/digits';
import type { Db } from '../db/open';
import { fewerRowsThan } from '../db/counts';
import { clientsFrom, clientsTable, FEW_TO_SORT, type ListInput, SORTED_IN_FULL } from './client-list-route';
import { foldClientSearch } from './client-rows';
import { VIEWS } from './client-views';
import { nameKey } from './name-key';
import { nameJump } from './name-marks';

/** A status's place in the list by status: the expression of the index clients_by_view_status (count-migration.ts). */
const STATUS_RANK = "CASE c.status WHEN 'active' THEN 0 WHEN 'prospect' THEN 1 WHEN 'paused' THEN 2 ELSE 3 END";
const RANK_OF: Record<ClientStatus, number> = { active: 0, prospect: 1, paused: 2, completed: 3 };

const ORDER: Record<ClientSort, string> = {
  // The name's sort key (name-key.ts), which the name indexes hold: each alphabet in its order.
  name: 'c.name_key, c.id',
  code: 'c.code COLLATE NOCASE',
  // The expression of the index clients_by_view_status (count-migration.ts), so it is read in order.
  status: `${STATUS_RANK}, c.name_key, c.id`,
  recent: 'c.created_at DESC, c.id DESC',
  // Clients without a next session go last; without a last session, first (they need a call).
  nextSession: 'next_session_at IS NULL, next_session_at, c.name_key',
  lastSession: 'last_session_at IS NOT NULL, last_session_at, c.name_key, c.id',
};

/** Each a single index probe on sessions (client_id, starts_at), so the list stays fast at scale. */
const LAST_SESSION = `(SELECT s.starts_at FROM sessions s WHERE s.client_id = c.id AND s.starts_at <= @now AND s.status NOT IN ('cancelled', 'late_cancelled') ORDER BY s.starts_at DESC LIMIT 1)`;
/**
 * The last session as the list shows and sorts it: the client's latest session when it has
 * started (kept on the client row, latest-session-migration.ts), else looked up (a session booked
 * ahead). Most clients have nothing booked, so most rows read no sessions at all.
 */
const LAST_SESSION_KEY = `CASE WHEN c.latest_session_at > @now THEN ${LAST_SESSION} ELSE c.latest_session_at END`;
const NEXT_SESSION = `(SELECT s.starts_at FROM sessions s WHERE s.client_id = c.id AND s.starts_at > @now AND s.status = 'scheduled' ORDER BY s.starts_at LIMIT 1)`;
/**
 * A session booked ahead is never cancelled, so a client whose latest session has started has
 * none. A client in the trash has none either: their sessions are out of the calendar with them.
 */
const NEXT_SESSION_IF_BOOKED = `CASE WHEN c.latest_session_at > @now AND c.trashed_at IS NULL THEN ${NEXT_SESSION} END`;

/**
 * Searches this long or longer are answered by the clients' trigram index (clients_text), which
 * finds a text anywhere in a name, email, tag or code as `instr` does; shorter ones by the
 * clients' letters and pairs of letters (client_grams) when by name or few clients match, and
 * otherwise by reading each client's search text in the page's order (from an index, see
 * list-migration.ts) until the page is full, which the many matches make soon.
 */
const TRIGRAM = 3;

/**
 * The clients with a session booked ahead and when the soonest is: few at any size (a coach's
 * diary, not their whole history), read by the sessions' time, never client by client.
 */
const UPCOMING = `SELECT s.client_id, min(s.starts_at) AS next_at FROM sessions s INDEXED BY sessions_by_start WHERE s.starts_at > @now AND s.status = 'scheduled' GROUP BY s.client_id`;

/**
 * A search shorter than TRIGRAM with many matches, filtered or in another order than by name,
 * reads every client's search text to count them (12 ms at 50,000 clients, most of the search),
 * so it counts this far past the page and no further: the list says "1,000+ clients", and as the
 * coach scrolls on, each page counts as far past itself.
 */
export const SHORT_SEARCH_COUNTED = 1000;

/**
 * Where a page after a known row starts, for the sorts the clients' indexes hold in order (the
 * same order as `ORDER`, so the index seeks straight to it); other sorts skip `offset` rows.
 */
const AFTER: Partial<Record<ClientSort, string>> = {
  // Not a row value `(name, id) > (…)`: SQLite's planner then seeks by the view alone.
  name: 'c.name_key >= @afterKey AND (c.name_key > @afterKey OR c.id > @afterId)',
  code: 'c.code COLLATE NOCASE > @afterCode',
};

/** The rows from a name mark on (name-marks.ts), the mark's own row included. */
const FROM_MARK = 'c.name_key >= @markKey AND (c.name_key > @markKey OR c.id >= @markId)';

/** The client list: search as you type, filters, sort, and a page of rows. */
export function listClients(db: Db, input: ListInput, now: string): ClientPage {
  const where: string[] = [VIEWS[input.view]];
  const params: Record<string, unknown> = { now, limit: input.limit, offset: input.offset };
  const search = foldClientSearch(input.search.trim());
  // Codes are saved with 0–9 (C۰۰۰۱ typed is saved as C0001), while names and tags keep the
  // digits they were written with: a search with Persian or Arabic-Indic digits looks for both.
  const latin = toLatinDigits(search);
  const spellings = latin === search ? [search] : [search, latin];
  const trigram = [...search].length >= TRIGRAM;
  // A search of one or two letters (in two spellings it is rare, and read as below).
  const short = !!search && !trigram && spellings.length === 1;
  // The list and the pickers as the coach starts typing.
  if (short && input.sort === 'name' && !input.status && !input.tag) return byGram(db, input, search, now);
  // Few matches in another order, or filtered: found as a longer search's are.
  const fewGrams = short && fewerRowsThan(db, FEW_TO_SORT, 'SELECT 1 FROM client_grams WHERE gram = ? AND view = ?', search, input.view);
  const route = trigram || fewGrams ? { clients: clientsTable(input.sort), few: false } : clientsFrom(db, input);
  let from = 'clients c';
  let pageFrom = route.clients;
  // A search of three letters or more: as a join with the matches (`match`), and as a condition
  // on the client alone (`matchById`), for reading clients in another table's order.
  let match = '';
  let matchById = '';
  if (trigram) {
    // Only the clients whose text holds the search, from the index; CROSS JOIN keeps SQLite
    // from walking every client by name and looking each up in the matches instead.
    from = 'clients_text m CROSS JOIN clients c ON c.id = m.rowid';
    pageFrom = `clients_text m CROSS JOIN ${route.clients} ON c.id = m.rowid`;
    match = ' AND clients_text MATCH @phrase';
    matchById = ' AND c.id IN (SELECT rowid FROM clients_text WHERE clients_text MATCH @phrase)';
    params.phrase = spellings.map((text) => `"${text.replaceAll('"', '""')}"`).join(' OR ');
  } else if (fewGrams) {
    from = 'client_grams g CROSS JOIN clients c ON c.id = g.client_id';
    pageFrom = `client_grams g CROSS JOIN ${route.clients} ON c.id = g.client_id`;
    match = ' AND g.gram = @gram AND g.view = @view';
    matchById = ' AND c.id IN (SELECT client_id FROM client_grams WHERE gram = @gram AND view = @view)';
    Object.assign(params, { gram: search, view: input.view });
  } else if (search) {
    where.push(spellings.length > 1 ? '(instr(c.search_text, @search) > 0 OR instr(c.search_text, @latin) > 0)' : 'instr(c.search_text, @search) > 0');
    Object.assign(params, { search, latin });
  }
  if (input.status) {
    // Also as its rank, so SQLite can seek to the status in clients_by_view_status.
    where.push('c.status = @status', `${STATUS_RANK} = @statusRank`);
    Object.assign(params, { status: input.status, statusRank: RANK_OF[input.status] });
  }
  if (input.tag) {
    where.push('EXISTS (SELECT 1 FROM client_tags t WHERE t.client_id = c.id AND t.tag = @tag)');
    params.tag = input.tag;
    // Counted from the tag's own clients, not by looking for the tag on every client.
    if (!match) from = 'client_tags tagged CROSS JOIN clients c ON c.id = tagged.client_id AND tagged.tag = @tag';
  }
  const filter = where.join(' AND ') + match;
  let seek = input.after ? AFTER[input.sort] : undefined;
  if (seek) Object.assign(params, { afterKey: nameKey(input.after!.fullName), afterId: input.after!.id, afterCode: input.after!.code, offset: 0 });
  // A jump down the scrollbar of a view by name (no row before it loaded): seek to the nearest
  // name mark, then skip the few rows after it.
  const jump = !seek && input.sort === 'name' && !search && !input.status && !input.tag ? nameJump(db, input.view, input.offset) : null;
  if (jump) {
    seek = FROM_MARK;
    Object.assign(params, { markKey: jump.nameKey, markId: jump.id, offset: jump.skip });
  }
  const page = `FROM ${pageFrom} WHERE ${seek ? `${filter} AND ${seek}` : filter} ORDER BY ${ORDER[input.sort]} LIMIT @limit OFFSET @offset`;
  const count = (): Total => {
    if (match || !search) return { total: db.prepare(`SELECT count(*) FROM ${from} WHERE ${filter}`).pluck().get(params) as number, totalIsExact: true };
    const upTo = input.offset + Math.max(input.limit + 1, SHORT_SEARCH_COUNTED);
    const found = db.prepare(`SELECT count(*) FROM (SELECT 1 FROM ${from} WHERE ${filter} LIMIT @upTo)`).pluck().get({ ...params, upTo: upTo + 1 }) as number;
    return { total: Math.min(found, upTo), totalIsExact: found <= upTo };
  };
  let rows: SummaryRow[];
  if (input.sort === 'lastSession' && !match && !route.few) {
    rows = summariesOf(db, byLastSession(db, where.join(' AND '), params), params);
  } else if (input.sort === 'nextSession') {
    rows = bookedFirst(db, input, params, where.join(' AND ') + matchById, (limit, offset, booked) => {
      const others = `SELECT c.id FROM ${pageFrom} WHERE ${filter} AND c.id NOT IN (SELECT value FROM json_each(@booked)) ORDER BY ${ORDER.name} LIMIT @limit OFFSET @offset`;
      return summariesOf(db, db.prepare(others).pluck().all({ ...params, limit, offset, booked: JSON.stringify(booked) }) as number[], params);
    });
  } else if (match || route.few || SORTED_IN_FULL.has(input.sort)) {
    // Sorted after reading (search matches, a few clients, every client's last session): SQLite
    // would work out every row's tags and sessions before sorting, so the page's rows are found first.
    const sortKey = input.sort === 'lastSession' ? `, ${LAST_SESSION_KEY} AS last_session_at` : '';
    if ((match || route.few) && !seek) {
      // Sorting the page reads every match anyway: a window counts them in the same pass,
      // instead of matching the index a second time to count.
      const found = db.prepare(`SELECT c.id, count(*) OVER () AS total${sortKey} ${page}`).all(params) as { id: number; total: number }[];
      const items = summariesOf(db, found.map((row) => row.id), params).map(toSummary);
      return { ...(found[0] ? { total: found[0].total, totalIsExact: true } : input.offset === 0 ? { total: 0, totalIsExact: true } : count()), items };
    }
    rows = summariesOf(db, db.prepare(`SELECT c.id${sortKey} ${page}`).pluck().all(params) as number[], params);
  } else if (input.view === 'current' && !search && !input.status && !input.tag) {
    rows = db.prepare(`SELECT ${SUMMARY} ${page}`).all(params) as SummaryRow[];
  } else {
    // Filtered or another view: the page may be sorted after reading (see above).
    rows = summariesOf(db, db.prepare(`SELECT c.id ${page}`).pluck().all(params) as number[], params);
  }
  return { ...totalOf(db, input, rows.length, count), items: rows.map(toSummary) };
}

/**
 * A search of one or two letters by name, from the index of the clients' letters and pairs of
 * letters (grams-migration.ts): the page's rows in name order, and the matches counted there.
 */
function byGram(db: Db, input: ListInput, gram: string, now: string): ClientPage {
  const params: Record<string, unknown> = { gram, view: input.view, limit: input.limit, offset: input.offset };
  let seek = '';
  if (input.after) {
    seek = 'AND g.name_key >= @afterKey AND (g.name_key > @afterKey OR g.client_id > @afterId)';
    Object.assign(params, { afterKey: nameKey(input.after.fullName), afterId: input.after.id, offset: 0 });
  }
  const ids = db.prepare(`SELECT g.client_id FROM client_grams g WHERE g.gram = @gram AND g.view = @view ${seek} ORDER BY g.name_key, g.client_id LIMIT @limit OFFSET @offset`).pluck().all(params) as number[];
  const rows = summariesOf(db, ids, { now });
  const count = (): Total => ({ total: db.prepare('SELECT count(*) FROM client_grams WHERE gram = @gram AND view = @view').pluck().get(params) as number, totalIsExact: true });
  return { ...totalOf(db, input, rows.length, count), items: rows.map(toSummary) };
}

const SUMMARY = `c.id, c.code, c.full_name, c.preferred_name, c.email, c.status, c.archived_at, c.trashed_at,
  (SELECT group_concat(tag, char(31)) FROM (SELECT tag FROM client_tags t WHERE t.client_id = c.id ORDER BY tag)) AS tags,
  ${LAST_SESSION_KEY} AS last_session_at, ${NEXT_SESSION_IF_BOOKED} AS next_session_at`;

/**
 * The list by next session without working out every client's next session: first the clients
 * with one booked (from the sessions ahead), soonest first, then everyone else by name (from the
 * name index, `rest`, told who was booked), as `ORDER.nextSession` sorts them.
 */
function bookedFirst(db: Db, input: ListInput, params: Record<string, unknown>, filter: string, rest: (limit: number, offset: number, booked: number[]) => SummaryRow[]): SummaryRow[] {
  // The trash's clients have no session booked ahead to show (NEXT_SESSION_IF_BOOKED): all by name.
  const booked =
    input.view === 'trash'
      ? []
      : (db.prepare(`SELECT c.id FROM (${UPCOMING}) u CROSS JOIN clients c ON c.id = u.client_id WHERE ${filter} ORDER BY u.next_at, ${ORDER.name}`).pluck().all(params) as number[]);
  const rows = summariesOf(db, booked.slice(input.offset, input.offset + input.limit), params);
  const wanted = input.limit - rows.length;
  return wanted > 0 ? [...rows, ...rest(wanted, Math.max(0, input.offset - booked.length), booked)] : rows;
}

/**
 * The list by last session, a view's clients (`filter`: the view, and filters most of its
 * clients pass): the clients whose latest session has started, in order from their index, merged
 * with the few who have a session booked ahead (their last session looked up), as
 * `ORDER.lastSession` sorts them. No other client's sessions are read.
 */
function byLastSession(db: Db, filter: string, params: Record<string, unknown>): number[] {
  return db
    .prepare(
      `SELECT c.id, c.latest_session_at IS NOT NULL AS seen, c.latest_session_at AS last_at, c.name_key AS name
         FROM clients c INDEXED BY clients_by_view_latest_session WHERE ${filter} AND (c.latest_session_at IS NULL OR c.latest_session_at <= @now)
       UNION ALL
       SELECT id, last_at IS NOT NULL, last_at, name FROM (
         SELECT c.id, ${LAST_SESSION} AS last_at, c.name_key AS name FROM clients c INDEXED BY clients_by_view_latest_session WHERE ${filter} AND c.latest_session_at > @now)
       ORDER BY seen, last_at, name, id LIMIT @limit OFFSET @offset`,
    )
    .pluck()
    .all(params) as number[];
}

/** The list's rows for these clients, in this order. */
function summariesOf(db: Db, ids: number[], params: Record<string, unknown>): SummaryRow[] {
  if (!ids.length) return [];
  const place = new Map(ids.map((id, i) => [id, i]));
  const rows = db.prepare(`SELECT ${SUMMARY} FROM clients c WHERE c.id IN (SELECT value FROM json_each(@ids))`).all({ ...params, ids: JSON.stringify(ids) }) as SummaryRow[];
  return rows.sort((a, b) => place.get(a.id)! - place.get(b.id)!);
}

/**
 * Every client the list holds: a view, or a view's clients of one status, from the counts the
 * triggers keep (count-migration.ts); with a search or a tag, the matches are counted (a short
 * search only SHORT_SEARCH_COUNTED past the page), unless the page is the last one (not full):
 * its rows then give the total. Only an empty page past the first may have matches before it,
 * so it counts.
 */
function totalOf(db: Db, input: ListInput, rows: number, count: () => Total): Total {
  if (!input.search.trim() && !input.tag) {
    const statuses = input.status ? 'AND status = @status' : '';
    const total = db.prepare(`SELECT coalesce(sum(clients), 0) FROM client_counts WHERE view = @view ${statuses}`).pluck().get({ view: input.view, status: input.status }) as number;
    return { total, totalIsExact: true };
  }
  const last = rows < input.limit && (rows > 0 || input.offset === 0);
  return last ? { total: input.offset + rows, totalIsExact: true } : count();
}

type ClientPage = Output<'clients.list'>;
type Total = Omit<ClientPage, 'items'>;

interface SummaryRow {
  id: number;
  code: string;
  full_name: string;
  preferred_name: string | null;
  email: string | null;
  status: ClientSummary['status'];
  archived_at: string | null;
  trashed_at: string | null;
  tags: string | null;
  last_session_at: string | null;
  next_session_at: string | null;
}

function toSummary(row: SummaryRow): ClientSummary {
  return {
    id: row.id,
    code: row.code,
    fullName: row.full_name,
    preferredName: row.preferred_name,
    email: row.email,
    status: row.status,
    tags: row.tags ? row.tags.split('\u001f') : [],
    archivedAt: row.archived_at,
    trashedAt: row.trashed_at,
    lastSessionAt: row.last_session_at,
    nextSessionAt: row.next_session_at,
  };
}

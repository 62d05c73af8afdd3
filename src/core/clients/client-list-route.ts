import type { z } from 'zod';
import type { ClientListInput, ClientSort, ClientStatus } from '../../shared/contract';
import { fewerRowsThan } from '../db/counts';
import type { Db } from '../db/open';

/** The client list's input, as the contract parses it. */
export type ListInput = z.output<typeof ClientListInput>;

/** Sorts worked out per client (client-list.ts sorts them after reading). */
export const SORTED_IN_FULL = new Set<ClientSort>(['lastSession']);

/**
 * Fewer clients than this of a status or a tag are read from that status's or tag's index and
 * then sorted: about 3 ms for 5,000. Walking the clients in the page's order instead reads about
 * 100 ÷ share of them for a page of 100: 5,000 at a share of 2 %.
 */
export const FEW_TO_SORT = 5000;

/** The sorts whose keys clients_by_view_name holds (the name, and the status's rank); by next session, the clients not booked. */
const SORTS_FROM_NAME_INDEX = new Set<ClientSort>(['name', 'status', 'nextSession']);

/**
 * Where the page reads its clients from unless a search narrows them (three letters or more, or
 * fewer that few clients match: client-list.ts), or a filter does (`few`: so few that all are
 * read, sorted and counted in one pass). SQLite cannot know how
 * many clients a view, a status or a tag holds, and would rather walk every client in the
 * page's order looking for the few it wants (up to 50 ms at 50,000 clients). So:
 * - the trash (small) from its view's index;
 * - a status or tag few clients have (the kept counts tell a status's; a tag's is counted up to
 *   FEW_TO_SORT) from its own index;
 * - the archived clients newest first, unless of a rare status or searched, from their own index;
 * - a short search that many clients match, or the archived clients of a status, by name or
 *   status from the name index;
 * - the archived clients of a status in another order from the view's index by status;
 * - otherwise in the page's order, as SQLite chooses: the clients wanted are common, so a page
 *   fills soon.
 */
export function clientsFrom(db: Db, input: ListInput): { clients: string; few: boolean } {
  if (input.view === 'trash') return { clients: 'clients c INDEXED BY clients_by_view_added', few: true };
  const rareStatus = !!input.status && statusCount(db, input.view, input.status) < FEW_TO_SORT;
  if (rareStatus && input.view === 'current') return { clients: 'clients c INDEXED BY clients_current_by_status', few: true };
  if (input.tag && fewerRowsThan(db, FEW_TO_SORT, 'SELECT 1 FROM client_tags WHERE tag = ?', input.tag)) {
    return { clients: 'client_tags tagged CROSS JOIN clients c ON c.id = tagged.client_id AND tagged.tag = @tag', few: true };
  }
  // Archived clients newest first, of every status or a common one: in order from their own index
  // (a short search reads the name index instead, which holds every client's search text).
  if (input.view === 'archived' && input.sort === 'recent' && !rareStatus && !input.search.trim()) return { clients: 'clients c INDEXED BY clients_archived_by_added', few: false };
  // A short search, or the archived clients of a status, in an order the name index gives: it
  // holds every client's search text and status, so no other client row is read.
  const filtered = input.search.trim() || (input.status && input.view === 'archived');
  if (filtered && SORTS_FROM_NAME_INDEX.has(input.sort)) return { clients: 'clients c INDEXED BY clients_by_view_name', few: false };
  // Archived clients of a status: the view's index holds the status's rank, so only theirs are read.
  if (input.status && input.view === 'archived') return { clients: 'clients c INDEXED BY clients_by_view_status', few: false };
  return { clients: clientsTable(input.sort), few: false };
}

/** A view's clients of a status, from the counts the triggers keep (count-migration.ts). */
function statusCount(db: Db, view: ListInput['view'], status: ClientStatus): number {
  return (db.prepare('SELECT clients FROM client_counts WHERE view = ? AND status = ?').pluck().get(view, status) as number | undefined) ?? 0;
}

/**
 * Orders worked out per client sort every row anyway: reading the rows in place is quicker
 * than finding each through a view index (the rowid is still used to join a search's matches).
 */
export const clientsTable = (sort: ClientSort) => (SORTED_IN_FULL.has(sort) ? 'clients c NOT INDEXED' : 'clients c');

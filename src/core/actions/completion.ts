import { DateTime } from 'luxon';
import type { CompletionRate } from '../../shared/contract';
import { systemTimeZone } from '../../shared/time-zones';
import { getClient } from '../clients/client-store';
import type { Db } from '../db/open';
import type { ActionRow } from './action-rows';

/**
 * How reliably a client did what they agreed to, over [from, to] (days, inclusive): of the
 * items due in the period (or, undated, created in it), the share done. Dropped items were
 * let go by agreement, so they are counted apart and not held against the client.
 */
export function completionRate(db: Db, clientId: number, from: string, to: string, zone: string | null | undefined): CompletionRate {
  getClient(db, clientId);
  const tz = zone ?? systemTimeZone();
  const localDay = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).setZone(tz).toISODate()!;
  const rows = db
    .prepare('SELECT status, due_on, completed_at, created_at FROM action_items WHERE client_id = ? AND (due_on BETWEEN ? AND ? OR due_on IS NULL)')
    .all(clientId, from, to) as Pick<ActionRow, 'status' | 'due_on' | 'completed_at' | 'created_at'>[];
  const inPeriod = rows.filter((row) => row.due_on !== null || (localDay(row.created_at) >= from && localDay(row.created_at) <= to));
  const count = (status: ActionRow['status']) => inPeriod.filter((row) => row.status === status).length;
  const done = count('done');
  const open = count('open');
  const doneOnTime = inPeriod.filter((row) => row.status === 'done' && (row.due_on === null || row.completed_at === null || localDay(row.completed_at) <= row.due_on)).length;
  const considered = done + open;
  return { clientId, from, to, considered, done, doneOnTime, open, dropped: count('dropped'), rate: considered === 0 ? null : done / considered };
}

import type { EditScope, Session } from '../../shared/contract';
import type { Db } from '../db/open';
import { pivotForAll, truncateSeries } from './series';
import { getSeriesRow, getSession, getSessionRow } from './session-rows';

/**
 * Cancels one session, this and the following ones, or all those still to come. Rows
 * stay (with their status) for history; a series' rule is ended before the first
 * cancelled occurrence, so exports show the series stopping there.
 */
export function cancelSessions(db: Db, id: number, scope: EditScope, late: boolean, now: string): number {
  const status = late ? 'late_cancelled' : 'cancelled';
  return db.transaction(() => {
    const row = getSessionRow(db, id);
    if (row.series_id === null || scope === 'this') {
      db.prepare('UPDATE sessions SET status = ?, updated_at = ? WHERE id = ?').run(status, now, id);
      return 1;
    }
    const series = getSeriesRow(db, row.series_id);
    const pivot = scope === 'following' ? row.occurrence_start! : pivotForAll(db, series.id, row, now);
    const { changes } = db
      .prepare("UPDATE sessions SET status = ?, updated_at = ? WHERE series_id = ? AND occurrence_start >= ? AND status = 'scheduled'")
      .run(status, now, series.id, pivot);
    truncateSeries(db, series, pivot, now);
    return changes;
  })();
}

/** Marks a session held, missed, or back to scheduled. */
export function setSessionStatus(db: Db, id: number, status: Exclude<Session['status'], 'cancelled' | 'late_cancelled'>, now: string): Session {
  getSessionRow(db, id);
  db.prepare('UPDATE sessions SET status = ?, updated_at = ? WHERE id = ?').run(status, now, id);
  return getSession(db, id);
}

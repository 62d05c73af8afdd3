import type { EditScope } from '../../shared/contract';
import type { Db } from '../db/open';
import { sessionHasContent } from './content';
import { addExdate } from './exdates';
import { pivotForAll, truncateSeries } from './series';
import { getSeriesRow, getSessionRow, type SessionRow } from './session-rows';

/** Held, missed or late-cancelled sessions are the practice's history; they are never deleted here. */
const DELETABLE = new Set<SessionRow['status']>(['scheduled', 'cancelled']);

/**
 * Removes sessions booked by mistake: this one, this and the following, or all still to
 * come. One occurrence removed on its own is recorded on its series, so no later change of the
 * rule makes it again; for the others the rule ends before the first removed occurrence, so
 * exports agree. A series left without rows goes too.
 */
export function deleteSessions(db: Db, id: number, scope: EditScope, now: string): { deleted: number; kept: number } {
  return db.transaction(() => {
    const row = getSessionRow(db, id);
    let rows = [row];
    let seriesId: number | null = null;
    if (row.series_id !== null && scope !== 'this') {
      const series = getSeriesRow(db, row.series_id);
      const pivot = scope === 'following' ? row.occurrence_start! : pivotForAll(db, series.id, row, now);
      rows = db.prepare('SELECT * FROM sessions WHERE series_id = ? AND occurrence_start >= ?').all(series.id, pivot) as SessionRow[];
      truncateSeries(db, series, pivot, now);
      seriesId = series.id;
    }
    const remove = db.prepare('DELETE FROM sessions WHERE id = ?');
    let deleted = 0;
    for (const candidate of rows) {
      if (!DELETABLE.has(candidate.status) || sessionHasContent(db, candidate.id)) continue;
      remove.run(candidate.id);
      // The rule still has this occurrence: the series remembers it was deleted (an EXDATE).
      if (seriesId === null && candidate.series_id !== null) addExdate(db, candidate.series_id, candidate.occurrence_start!);
      deleted += 1;
    }
    const emptySeries = seriesId ?? row.series_id;
    if (emptySeries !== null) db.prepare('DELETE FROM session_series WHERE id = ? AND NOT EXISTS (SELECT 1 FROM sessions WHERE series_id = ?)').run(emptySeries, emptySeries);
    return { deleted, kept: rows.length - deleted };
  })();
}

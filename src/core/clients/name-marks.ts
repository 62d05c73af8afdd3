import type { ClientView } from '../../shared/contract';
import type { Db } from '../db/open';
import { cachedStatement } from '../db/statements';
import { VIEWS } from './client-views';

/** Clients between marks when they are laid out; a jump skips at most twice this many by offset. */
export const MARK_SPACING = 500;

interface Mark {
  name_key: string;
  id: number;
  clients: number;
}

/** Where a page `offset` rows down a view's name order starts: at a mark, then `skip` more rows. */
export interface NameJump {
  /** The mark's place in the name order: a client's name key (name-key.ts), '' for the first mark. */
  nameKey: string;
  id: number;
  skip: number;
}

/**
 * The mark to seek to for the page `offset` rows down a view by name (see
 * name-marks-migration.ts), or null for the first page or past the end. The marks' counts are
 * exact whatever their spacing; when the stretch holding the page has grown past twice the
 * spacing, they are laid out again first (short stretches left by deletions cost only a row each),
 * a write of derived data inside a read, so its failure is not the list's.
 */
export function nameJump(db: Db, view: ClientView, offset: number, spacing = MARK_SPACING): NameJump | null {
  if (offset === 0) return null;
  const marks = marksOf(db, view);
  if (offset >= marks.reduce((sum, mark) => sum + mark.clients, 0)) return null;
  let jump = locate(marks, offset);
  if (jump.stretch > 2 * spacing) {
    try {
      layOutNameMarks(db, view, spacing);
      jump = locate(marksOf(db, view), offset);
    } catch {
      // The marks only make the jump quicker: on a full disk (or any failed write) the list
      // still shows, skipping the long stretch row by row from the mark it already has.
    }
  }
  return { nameKey: jump.nameKey, id: jump.id, skip: jump.skip };
}

/** Marks every `spacing` clients of a view's name order, with the first one before every name. */
export function layOutNameMarks(db: Db, view: ClientView, spacing = MARK_SPACING): void {
  db.transaction(() => {
    const total = countOf(db, view);
    const starts = db
      .prepare(
        `SELECT name_key, id, n FROM (SELECT c.name_key, c.id, row_number() OVER (ORDER BY c.name_key, c.id) - 1 AS n FROM clients c WHERE ${VIEWS[view]})
         WHERE n > 0 AND n % @spacing = 0`,
      )
      .all({ spacing }) as { name_key: string; id: number; n: number }[];
    db.prepare('DELETE FROM client_name_marks WHERE view = ?').run(view);
    const insert = db.prepare('INSERT INTO client_name_marks (view, name_key, id, clients) VALUES (?, ?, ?, ?)');
    insert.run(view, '', 0, Math.min(spacing, total));
    for (const start of starts) insert.run(view, start.name_key, start.id, Math.min(spacing, total - start.n));
  })();
}

/** The view's clients, from the counts kept per view and status (count-migration.ts). */
function countOf(db: Db, view: ClientView): number {
  return cachedStatement(db, 'SELECT coalesce(sum(clients), 0) FROM client_counts WHERE view = ?', 'pluck').get(view) as number;
}

function marksOf(db: Db, view: ClientView): Mark[] {
  return cachedStatement(db, 'SELECT name_key, id, clients FROM client_name_marks WHERE view = ? ORDER BY name_key, id').all(view) as Mark[];
}

/** The mark whose stretch holds row `offset` (which the marks' total must exceed). */
function locate(marks: Mark[], offset: number): NameJump & { stretch: number } {
  let skip = offset;
  for (const mark of marks) {
    if (skip < mark.clients) return { nameKey: mark.name_key, id: mark.id, skip, stretch: mark.clients };
    skip -= mark.clients;
  }
  throw new Error(`No client name mark holds row ${offset}`);
}

import type { LinkedSession } from '../../shared/contract/goals';
import { AppError } from '../../shared/errors';
import type { Db } from '../db/open';
import { requireGoal } from './goal-store';
import { cachedStatement } from '../db/statements';

export function assertSessionOfClient(db: Db, sessionId: number, clientId: number): void {
  const owner = cachedStatement(db, 'SELECT client_id FROM sessions WHERE id = ?', 'pluck').get(sessionId) as number | undefined;
  if (owner === undefined) throw new AppError('NOT_FOUND', `There is no session number ${sessionId}. It may have been deleted.`);
  if (owner !== clientId) throw new AppError('SESSION_OF_OTHER_CLIENT', "That session belongs to another client. Choose one of this client's sessions.");
}

export function linkSession(db: Db, goalId: number, sessionId: number, linked: boolean): void {
  db.transaction(() => {
    const goal = requireGoal(db, goalId);
    if (!linked) {
      db.prepare('DELETE FROM goal_sessions WHERE goal_id = ? AND session_id = ?').run(goalId, sessionId);
      return;
    }
    assertSessionOfClient(db, sessionId, goal.client_id);
    db.prepare('INSERT OR IGNORE INTO goal_sessions (goal_id, session_id) VALUES (?, ?)').run(goalId, sessionId);
  })();
}

/** Sessions the goal was worked on in: linked by hand, or with a check-in recorded in them. */
export function linkedSessions(db: Db, goalId: number): LinkedSession[] {
  const rows = db
    .prepare(
      `SELECT s.id AS sessionId, s.starts_at AS start, s.title, s.status,
         EXISTS (SELECT 1 FROM goal_sessions l WHERE l.goal_id = @goalId AND l.session_id = s.id) AS explicit,
         (SELECT count(*) FROM goal_check_ins k WHERE k.goal_id = @goalId AND k.session_id = s.id) AS checkIns
       FROM sessions s
       WHERE s.id IN (SELECT session_id FROM goal_sessions WHERE goal_id = @goalId
                      UNION SELECT session_id FROM goal_check_ins WHERE goal_id = @goalId AND session_id IS NOT NULL)
       ORDER BY s.starts_at`,
    )
    .all({ goalId }) as (Omit<LinkedSession, 'explicit'> & { explicit: number })[];
  return rows.map((row) => ({ ...row, explicit: row.explicit === 1 }));
}

import type { ActionItem, CheckIn, Client, GoalDetail, NoteSection, Session } from '../../../shared/contract';
import { listActions } from '../../actions/action-list';
import { getClient } from '../../clients/client-store';
import type { Db } from '../../db/open';
import { getGoal } from '../../goals/goal-detail';
import { noteForSession } from '../../notes/note-store';
import { shareableSections } from '../../notes/shareable';
import { getSession, selectSessions } from '../../sessions/session-rows';

export interface TouchedGoal {
  goal: GoalDetail;
  /** Check-ins recorded in this session (none when the goal was only linked to it). */
  checkIns: CheckIn[];
}

/** What a session summary holds; only what the client may see. */
export interface SummaryData {
  client: Client;
  session: Session;
  /** The note's shareable sections: the one gate is `shareableSections`. */
  sections: NoteSection[];
  /** Agreed in this session (or carried forward to it), leaving out those dropped since. */
  actions: ActionItem[];
  goals: TouchedGoal[];
  /** The client's next session after this one that is not cancelled. */
  next: Session | null;
}

export function summaryData(db: Db, sessionId: number, today: string): SummaryData {
  const session = getSession(db, sessionId);
  const client = getClient(db, session.clientId);
  const note = noteForSession(db, sessionId);
  const actions = listActions(db, { sessionId, status: 'all', overdue: false, limit: 1000 }, today)
    .filter((item) => item.status !== 'dropped')
    .sort((a, b) => (a.dueOn ?? '9999').localeCompare(b.dueOn ?? '9999') || a.id - b.id);
  const goalIds = db
    .prepare(
      `SELECT id FROM goals WHERE client_id = @clientId AND (
         id IN (SELECT goal_id FROM goal_sessions WHERE session_id = @sessionId)
         OR id IN (SELECT goal_id FROM goal_check_ins WHERE session_id = @sessionId))
       ORDER BY id`,
    )
    .pluck()
    .all({ clientId: client.id, sessionId }) as number[];
  const goals = goalIds.map((id) => {
    const goal = getGoal(db, id, today);
    return { goal, checkIns: goal.checkIns.filter((k) => k.sessionId === sessionId) };
  });
  const [next] = selectSessions(db, "s.client_id = ? AND s.starts_at > ? AND s.status NOT IN ('cancelled', 'late_cancelled')", [client.id, session.start], 'ORDER BY s.starts_at LIMIT 1');
  return { client, session, sections: note ? shareableSections(note.sections) : [], actions, goals, next: next ?? null };
}

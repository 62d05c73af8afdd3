import type { z } from 'zod';
import type { ActionChanges, ActionCreate } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import { assertClientNotInTrash } from '../clients/client-store';
import type { Db } from '../db/open';
import { noteRow } from '../notes/note-rows';
import { getSessionRow } from '../sessions/session-rows';
import { actionRow } from './action-rows';
import { cachedStatement } from '../db/statements';

type NewAction = z.output<typeof ActionCreate>;
type Changes = z.output<typeof ActionChanges>;

/** An item's session, note and goal must be the same client's. */
function assertSameClient(db: Db, clientId: number, sessionId: number | null | undefined, noteId: number | null | undefined, goalId?: number | null): void {
  if (sessionId && getSessionRow(db, sessionId).client_id !== clientId) {
    throw new AppError('INVALID_INPUT', `Session ${sessionId} belongs to another client, so this action item cannot be linked to it.`);
  }
  if (noteId && noteRow(db, noteId).client_id !== clientId) {
    throw new AppError('INVALID_INPUT', `Note ${noteId} belongs to another client, so this action item cannot be linked to it.`);
  }
  if (goalId) {
    const owner = cachedStatement(db, 'SELECT client_id FROM goals WHERE id = ?', 'pluck').get(goalId) as number | undefined;
    if (owner === undefined) throw new AppError('NOT_FOUND', `There is no goal number ${goalId}. It may have been deleted.`);
    if (owner !== clientId) throw new AppError('INVALID_INPUT', `Goal ${goalId} belongs to another client, so this action item cannot be linked to it.`);
  }
}

export function createAction(db: Db, item: NewAction, now: string): number {
  return db.transaction(() => {
    assertClientNotInTrash(db, item.clientId);
    assertSameClient(db, item.clientId, item.sessionId, item.noteId, item.goalId);
    const { lastInsertRowid } = cachedStatement(
      db,
      `INSERT INTO action_items (client_id, session_id, note_id, goal_id, text, due_on, owner, status, created_at, updated_at)
       VALUES (@clientId, @sessionId, @noteId, @goalId, @text, @dueOn, @owner, 'open', @now, @now)`,
    ).run({ clientId: item.clientId, sessionId: item.sessionId ?? null, noteId: item.noteId ?? null, goalId: item.goalId ?? null, text: item.text, dueOn: item.dueOn ?? null, owner: item.owner, now });
    return Number(lastInsertRowid);
  })();
}

export function updateAction(db: Db, id: number, changes: Changes, now: string): void {
  db.transaction(() => {
    const row = actionRow(db, id);
    if (changes.goalId) assertSameClient(db, row.client_id, null, null, changes.goalId);
    const status = changes.status ?? row.status;
    // Completion time is kept while an item stays done, set when it becomes done, cleared otherwise.
    const completedAt = status === 'done' ? (row.status === 'done' ? row.completed_at : now) : null;
    // The wording apart: setting it at all re-indexes the item for search, which ticking it off should not.
    if (changes.text !== undefined && changes.text !== row.text) cachedStatement(db, 'UPDATE action_items SET text = ? WHERE id = ?').run(changes.text, id);
    cachedStatement(db, 'UPDATE action_items SET due_on = ?, owner = ?, status = ?, goal_id = ?, completed_at = ?, updated_at = ? WHERE id = ?').run(
      changes.dueOn === undefined ? row.due_on : changes.dueOn,
      changes.owner ?? row.owner,
      status,
      changes.goalId === undefined ? row.goal_id : changes.goalId,
      completedAt,
      now,
      id,
    );
  })();
}

export function deleteAction(db: Db, id: number): void {
  actionRow(db, id);
  db.prepare('DELETE FROM action_items WHERE id = ?').run(id);
}

/** Moves an open item to a later session of the same client, counting how often it moved. */
export function carryForward(db: Db, id: number, sessionId: number, dueOn: string | null | undefined, now: string): void {
  db.transaction(() => {
    const row = actionRow(db, id);
    if (row.status !== 'open') throw new AppError('ACTION_NOT_OPEN', 'Only open action items can be carried forward. Reopen it first.');
    assertSameClient(db, row.client_id, sessionId, null);
    if (row.session_id === sessionId) return;
    db.prepare('UPDATE action_items SET session_id = ?, due_on = ?, carried_forward = carried_forward + 1, updated_at = ? WHERE id = ?').run(
      sessionId,
      dueOn === undefined ? row.due_on : dueOn,
      now,
      id,
    );
  })();
}

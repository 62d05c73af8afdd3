import type { Migration } from '../db/migration';

/**
 * Action items and goals were built side by side, so action_items.goal_id has no foreign
 * key. Rebuilding the table (with its search triggers) for one would be risky; a trigger
 * gives the same ON DELETE SET NULL, and the service checks the goal on every write.
 */
export const actionGoalLinkMigration: Migration = {
  version: 6,
  name: 'action items follow their goal',
  up(db) {
    db.exec(`
      UPDATE action_items SET goal_id = NULL WHERE goal_id IS NOT NULL AND goal_id NOT IN (SELECT id FROM goals);
      CREATE INDEX action_items_by_goal ON action_items (goal_id) WHERE goal_id IS NOT NULL;
      CREATE TRIGGER goals_release_action_items AFTER DELETE ON goals
      BEGIN
        UPDATE action_items SET goal_id = NULL WHERE goal_id = OLD.id;
      END;
    `);
  },
};

import type { Migration } from '../db/migration';
import { installSearchSource } from './search-index';
import { goalSource } from './sources';

/** Goals join the search box (title, why it matters, measure, milestones); existing goals are indexed now. */
export const goalSearchMigration: Migration = {
  version: 9,
  name: 'search finds goals',
  up(db) {
    installSearchSource(db, goalSource);
  },
};

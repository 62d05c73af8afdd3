import type { ClientView } from '../../shared/contract';

/** The client list's views: a condition on a client row `c`. */
export const VIEWS: Record<ClientView, string> = {
  current: 'c.trashed_at IS NULL AND c.archived_at IS NULL',
  archived: 'c.trashed_at IS NULL AND c.archived_at IS NOT NULL',
  trash: 'c.trashed_at IS NOT NULL',
};

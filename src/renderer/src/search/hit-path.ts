import type { SearchHit } from '../../../shared/contract';

/** Where a search hit opens: the session for notes and items agreed in one, a goal's page, else the client. */
export function hitPath(hit: SearchHit): string {
  switch (hit.kind) {
    case 'client':
      return `/clients/${hit.id}`;
    case 'goal':
      return `/goals/${hit.id}`;
    case 'journal':
      return `/clients/${hit.clientId}?entry=${hit.id}`;
    case 'session_note':
    case 'action_item':
      return hit.sessionId ? `/sessions/${hit.sessionId}` : `/clients/${hit.clientId}`;
  }
}

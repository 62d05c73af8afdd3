import { AppError } from '../../../shared/errors';
import { call } from '../api/client';
import { discardDraftsOfDeletedClients } from './kept-drafts';

/** After a bulk delete: the kept text of every client no longer in the practice goes too. */
export function discardKeptTextOfDeletedClients(): Promise<void> {
  return discardDraftsOfDeletedClients((id) =>
    call('clients.get', { id }).then(
      () => true,
      (error: unknown) => !(error instanceof AppError && error.code === 'NOT_FOUND'),
    ),
  );
}

import type { searchContract } from '../../shared/contract';
import type { HandlerGroup } from '../api/types';
import { search } from './search';
import { rebuildProgress } from './search-rebuild';

export const searchHandlers: HandlerGroup<keyof typeof searchContract> = {
  'search.query': ({ text, limitPerKind }, { vault }) => ({ ...search(vault.db, text, limitPerKind), rebuilding: rebuildProgress(vault.db) }),
};

import type { Db } from '../db/open';
import { foldForSearch } from './normalise';

/**
 * SQL functions the schema's triggers call, so the search index stays in step with every
 * write (cascading deletes included) inside the same transaction. Registered on every
 * connection as it opens, before migrations run.
 */
export function registerSearchFunctions(db: Db): void {
  db.function('search_fold', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? foldForSearch(text) : ''));
  // The numbers in a text (as written: search_fold makes them 0–9), one word each, or NULL.
  db.function('search_numbers', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? (text.match(/\p{Nd}+/gu)?.join(' ') ?? null) : null));
}

import type { Db } from '../db/open';
import { searchGrams } from '../clients/search-grams';
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
  // A client's search text's letters and pairs of letters, as a JSON array (client_grams).
  db.function('search_grams', { deterministic: true }, (text: unknown) => JSON.stringify(typeof text === 'string' ? searchGrams(text) : []));
}

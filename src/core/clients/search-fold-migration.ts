import type { Migration } from '../db/migration';
import type { Db } from '../db/open';
import { searchText } from './client-rows';

interface Row {
  id: number;
  full_name: string;
  preferred_name: string | null;
  email: string | null;
  code: string;
  search_text: string;
}

/**
 * The client list's search text folded as the practice's search folds it (half-spaces,
 * vowel marks, letter stretching and Arabic letter forms dropped or made one, Persian digits
 * 0–9): "علیزاده" finds "علی‌زاده" there too.
 */
export const clientSearchFoldMigration: Migration = {
  version: 21,
  name: "the client list's search text folded as search folds it",
  up: refoldClientSearchText,
};

/**
 * The client list's search text folded again when the folding changed (SEARCH_FOLD_VERSION 3:
 * hamza seats, آ, the ezafe written out): "رویا" finds "رؤیا", "مسؤول" finds "مسئولی". The
 * search indexes are rebuilt by the fold version at unlock; this stored text is the client
 * list's own, so it is refolded here.
 */
export const clientSearchRefoldMigration: Migration = {
  version: 23,
  name: "the client list's search text folded again: hamza seats, alef with madda, the ezafe",
  up: refoldClientSearchText,
};

/**
 * The client list's search text without the accents on Latin letters, as the practice's search
 * ignores them: "Emile" finds "Émile", "jose" finds "José".
 */
export const clientSearchAccentMigration: Migration = {
  version: 26,
  name: "the client list's search text without the accents on Latin letters",
  up: refoldClientSearchText,
};

/** Every client's search text as `searchText` folds it now. Only rows whose text changes are written, so a practice of Latin names is only read. */
function refoldClientSearchText(db: Db): void {
  const tags = db.prepare('SELECT tag FROM client_tags WHERE client_id = ? ORDER BY tag').pluck();
  const update = db.prepare('UPDATE clients SET search_text = ? WHERE id = ?');
  for (const row of db.prepare('SELECT id, full_name, preferred_name, email, code, search_text FROM clients').all() as Row[]) {
    const text = searchText({ fullName: row.full_name, preferredName: row.preferred_name, email: row.email, code: row.code, tags: tags.all(row.id) as string[] });
    if (text !== row.search_text) update.run(text, row.id);
  }
}

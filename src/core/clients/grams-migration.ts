import type { Migration } from '../db/migration';
import { addGramsOf } from './client-grams';
import { viewOf } from './count-migration';

/** A client's rows in client_grams, removed (the client row as it was) and added (as it is). */
const DELETE_OLD = `DELETE FROM client_grams WHERE gram IN (SELECT value FROM json_each(search_grams(old.search_text))) AND view = ${viewOf('old')} AND name_key = old.name_key AND client_id = old.id;`;
const INSERT_NEW = `INSERT INTO client_grams (gram, view, name_key, client_id) SELECT value, ${viewOf('new')}, new.name_key, new.id FROM json_each(search_grams(new.search_text));`;

/**
 * A search of one or two letters, too short for the trigram index, read every client's search
 * text in name order until a page's worth held it: at 50,000 clients about 1,500 rows for
 * "Ив", and all of them for a pair no name holds (7.6 ms, growing with the practice). Each
 * client's letters and pairs of letters (search-grams.ts), with its view and sort key, make an
 * index that hands such a search its page in name order and counts its matches, reading only
 * theirs. Triggers keep it in step in the same transaction; `secure_delete` (open.ts) clears the
 * rows a change removes.
 */
export const clientGramsMigration: Migration = {
  version: 25,
  name: 'the letters and pairs of letters of each client’s search text, for short client searches',
  up(db) {
    db.exec(`
      CREATE TABLE client_grams (
        gram TEXT NOT NULL,
        view TEXT NOT NULL,
        name_key TEXT NOT NULL,
        client_id INTEGER NOT NULL,
        PRIMARY KEY (gram, view, name_key, client_id)
      ) STRICT, WITHOUT ROWID;
      ${addGramsOf('TRUE')};

      CREATE TRIGGER client_grams_insert AFTER INSERT ON clients BEGIN
        ${INSERT_NEW}
      END;
      CREATE TRIGGER client_grams_delete AFTER DELETE ON clients BEGIN
        ${DELETE_OLD}
      END;
      CREATE TRIGGER client_grams_update AFTER UPDATE OF search_text, name_key, archived_at, trashed_at ON clients
        WHEN old.search_text IS NOT new.search_text OR old.name_key IS NOT new.name_key OR ${viewOf('old')} IS NOT ${viewOf('new')}
      BEGIN
        ${DELETE_OLD}
        ${INSERT_NEW}
      END;
    `);
  },
};

import Plain from 'better-sqlite3';
import { migrate } from '../src/core/db/migrate';
import { migrations } from '../src/core/db/migrations';
import type { Db } from '../src/core/db/open';
import { registerSearchFunctions } from '../src/core/search/sql-functions';

/** Plain (unencrypted) better-sqlite3 with the practice database's settings, functions and schema: the baseline every ratio is against. */
export async function openPlain(file: string): Promise<Db> {
  const db = new Plain(file) as unknown as Db;
  for (const pragma of ['journal_mode = WAL', 'synchronous = FULL', 'foreign_keys = ON', 'temp_store = MEMORY', 'secure_delete = ON', `cache_size = ${-256 * 1024}`]) db.pragma(pragma);
  registerSearchFunctions(db);
  await migrate(db, migrations, { appVersion: 'bench', backupBeforeMigrating: async () => {} });
  return db;
}

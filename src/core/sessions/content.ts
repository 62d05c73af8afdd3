import type { Db } from '../db/open';

/**
 * Whether anything else in the practice points at this session (notes, goals… added by
 * later features through a foreign key). Found from the schema itself, so a new feature
 * is covered without touching this file: such a session is never deleted by a rule change.
 */
export function sessionHasContent(db: Db, sessionId: number): boolean {
  const references = db
    .prepare(
      `SELECT m.name AS tableName, f."from" AS columnName FROM sqlite_schema m JOIN pragma_foreign_key_list(m.name) f
       WHERE m.type = 'table' AND f."table" = 'sessions'`,
    )
    .all() as { tableName: string; columnName: string }[];
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  return references.some(({ tableName, columnName }) => db.prepare(`SELECT 1 FROM ${quote(tableName)} WHERE ${quote(columnName)} = ? LIMIT 1`).get(sessionId) !== undefined);
}

import type { Db } from '../db/open';
import { cachedStatement } from '../db/statements';

/**
 * Sets only the columns given (undefined leaves a column as it is; null clears it) and the
 * row's updated_at. Table and column names come from the code, never from input.
 */
export function updateColumns(db: Db, table: string, id: number, columns: Record<string, unknown>, now: string): void {
  const given = Object.entries(columns).filter(([, value]) => value !== undefined);
  const sets = [...given.map(([column]) => `${column} = @${column}`), 'updated_at = @now'];
  cachedStatement(db, `UPDATE ${table} SET ${sets.join(', ')} WHERE id = @id`).run({ ...Object.fromEntries(given), id, now });
}

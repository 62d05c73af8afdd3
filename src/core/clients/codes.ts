import type { Db } from '../db/open';
import { cachedStatement } from '../db/statements';

/**
 * The next free code like "C0042": short, stable, and says nothing about the person, so it
 * can stand in for the name in exports and on shared screens.
 */
export function nextClientCode(db: Db): string {
  const taken = cachedStatement(db, 'SELECT 1 FROM clients WHERE code = ?', 'pluck');
  let next = ((cachedStatement(db, 'SELECT max(id) FROM clients', 'pluck').get() as number | null) ?? 0) + 1;
  for (;;) {
    const code = `C${String(next).padStart(4, '0')}`;
    if (!taken.get(code)) return code;
    next += 1;
  }
}

import type { Db } from '../db/open';

/**
 * The next free code like "C0042": short, stable, and says nothing about the person, so it
 * can stand in for the name in exports and on shared screens.
 */
export function nextClientCode(db: Db): string {
  const taken = db.prepare('SELECT 1 FROM clients WHERE code = ?').pluck();
  let next = ((db.prepare('SELECT max(id) FROM clients').pluck().get() as number | null) ?? 0) + 1;
  for (;;) {
    const code = `C${String(next).padStart(4, '0')}`;
    if (!taken.get(code)) return code;
    next += 1;
  }
}

import type { Db } from '../db/open';
import { removeUnfinishedWrites } from './atomic-write';

/**
 * An export is plain text written where the coach chose, through a hidden file renamed into
 * place when it is done (atomic-write.ts). Killed midway (the app, the computer), the hidden
 * file stays there, readable, and nothing else would ever look for it. So each export is noted
 * in the practice (encrypted, like everything in it) before it starts and forgotten when it
 * ends, and a note a crash left is acted on at the next unlock: what it names is removed.
 */
const KEY_PREFIX = 'unfinished-write:';

export async function noteWhileWriting<T>(db: Db, path: string, write: () => Promise<T>): Promise<T> {
  const key = KEY_PREFIX + path;
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING').run(key, new Date().toISOString());
  try {
    return await write();
  } finally {
    // Locked meanwhile: the note stays, and the next unlock finds nothing left to remove.
    if (db.open) db.prepare('DELETE FROM meta WHERE key = ?').run(key);
  }
}

/** At unlock: the hidden files of exports that never ended, removed as far as their folders can be reached. */
export function removeWritesLeftByACrash(db: Db): void {
  const keys = db.prepare('SELECT key FROM meta WHERE key >= ? AND key < ?').pluck().all(KEY_PREFIX, `${KEY_PREFIX}\uffff`) as string[];
  for (const key of keys) {
    removeUnfinishedWrites(key.slice(KEY_PREFIX.length));
    db.prepare('DELETE FROM meta WHERE key = ?').run(key);
  }
}

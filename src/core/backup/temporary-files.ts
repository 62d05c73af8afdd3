import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { BACKUP_EXTENSION } from './format';

/** How old a leftover must be before it is taken for abandoned: a younger one may belong to a backup still running, here or in another process. */
export const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/** Where a backup is written before it is renamed to `target`: beside it, hidden, named after it, and never the same twice. */
export function temporaryPathFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
}

/**
 * Exactly what temporaryPathFor makes for a backup named with our extension, with the journal
 * files SQLite may leave beside one. The extension is asked for because the folder may be any of
 * the coach's (an `--out` file's): another program's hidden temporary file of this shape is not
 * ours to remove. A backup named otherwise leaves its temporary file only when killed outright
 * (the command line removes it on Ctrl-C or a kill's SIGTERM: stop-on-signal.ts).
 */
const OUR_TEMPORARY = new RegExp(`^\\..+${BACKUP_EXTENSION.replaceAll('.', '\\.')}\\.[0-9a-f]{12}\\.tmp(-wal|-shm|-journal)?$`);

/**
 * Removes what backups interrupted by a crash, a power cut or a kill left in `folder`: a new
 * backup written there calls this, so leftovers beside a backup written with `--out` (outside
 * the backup folder) do not stay forever. Only names of our exact pattern, only files, only
 * older than STALE_TEMPORARY_MS; anything else in the folder is the coach's and is not touched.
 * Never fails: tidying must not stop a backup.
 */
export async function removeStaleTemporaries(folder: string, nowMs: number): Promise<void> {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.isFile() || !OUR_TEMPORARY.test(entry.name)) continue;
    const path = join(folder, entry.name);
    try {
      if (nowMs - (await stat(path)).mtimeMs > STALE_TEMPORARY_MS) await rm(path, { force: true });
    } catch {
      // Removed meanwhile by another backup's tidying, or not ours to remove: the next one tries again.
    }
  }
}

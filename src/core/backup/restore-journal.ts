import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { syncDirectory, writeFileAtomic } from '../fs/atomic-write';
import type { PracticeFiles } from '../paths';
import type { BackupIo } from './io';
import { removeDatabaseFiles } from './write-backup';

/**
 * A restore replaces two files that must change together: the database and keys.json.
 * Both are first staged beside the live ones (coachdesk.db.restore, keys.json.restore) and
 * flushed; then the journal is written atomically. The journal's existence is the commit:
 *
 * - no journal: the restore never happened; staged leftovers are deleted (roll back);
 * - a journal: the restore happened; the staged files are moved into place, then the
 *   journal is deleted (roll forward). Every step checks what is still to do, so running
 *   it again after a crash part-way through finishes the job.
 *
 * The vault runs `settleRestore` before it opens anything, so a crash at any point leaves a
 * practice that opens: the old one or the restored one, never a mix.
 */
export function commitRestore(files: PracticeFiles, createdAt: Date): void {
  // Only a marker: no path, nothing the coach typed.
  writeFileAtomic(files.restoreJournal, `${JSON.stringify({ format: 'coachdesk-restore-journal', version: 1, createdAt: createdAt.toISOString() })}\n`);
}

export function settleRestore(files: PracticeFiles, io?: Pick<BackupIo, 'reached'>): 'none' | 'completed' | 'discarded' {
  const dir = dirname(files.database);
  if (existsSync(files.restoreJournal)) {
    if (existsSync(files.stagedDatabase)) {
      // The old database's WAL must not be replayed into the restored file.
      rmSync(`${files.database}-wal`, { force: true });
      rmSync(`${files.database}-shm`, { force: true });
      renameSync(files.stagedDatabase, files.database);
    }
    io?.reached('database-swapped');
    if (existsSync(files.stagedKeys)) renameSync(files.stagedKeys, files.keys);
    io?.reached('keys-swapped');
    syncDirectory(dir);
    rmSync(files.restoreJournal, { force: true });
    syncDirectory(dir);
    return 'completed';
  }
  const leftovers = [files.stagedDatabase, files.stagedKeys].filter((file) => existsSync(file));
  removeDatabaseFiles(files.stagedDatabase);
  rmSync(files.stagedKeys, { force: true });
  return leftovers.length > 0 ? 'discarded' : 'none';
}

/** A restore that failed before its commit leaves nothing behind. */
export function discardStagedRestore(files: PracticeFiles): void {
  if (!existsSync(files.restoreJournal)) settleRestore(files);
}

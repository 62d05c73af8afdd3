import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupReason, BackupSummary } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import { readContainerHeader } from './container';
import { assertReadable, BACKUP_EXTENSION } from './format';
import type { SummaryCache } from './summary-cache';

/** Names carry the time (UTC) and the reason, so a folder sorts and reads well without the app. */
export function backupFileName(createdAt: Date, reason: BackupReason): string {
  return `coachdesk-${createdAt.toISOString().slice(0, 19).replaceAll(':', '-')}Z-${reason}${BACKUP_EXTENSION}`;
}

/** A name in `folder` not yet taken (two backups in the same second get a counter). */
export function freeBackupPath(folder: string, createdAt: Date, reason: BackupReason): string {
  const name = backupFileName(createdAt, reason);
  let path = join(folder, name);
  for (let n = 2; existsSync(path); n++) path = join(folder, name.replace(BACKUP_EXTENSION, `-${n}${BACKUP_EXTENSION}`));
  return path;
}

/** What one backup file holds, from its header alone. */
export async function summarise(path: string, fileName: string, supportedSchema: number, appVersion: string): Promise<BackupSummary> {
  try {
    const { header, sizeBytes } = await readContainerHeader(path);
    const { createdAt, reason, schemaVersion, counts } = header;
    let state: BackupSummary['state'] = 'verified';
    try {
      assertReadable(header, supportedSchema, appVersion);
    } catch {
      state = 'newer';
    }
    return { path, fileName, sizeBytes, createdAt, state, reason, appVersion: header.appVersion, schemaVersion, counts, vaultId: header.keys.vaultId };
  } catch (error) {
    const info = await stat(path);
    const state = error instanceof AppError && error.code === 'BACKUP_TOO_NEW' ? 'newer' : 'damaged';
    return { path, fileName, sizeBytes: info.size, createdAt: info.mtime.toISOString(), state, reason: null, appVersion: null, schemaVersion: null, counts: null, vaultId: null };
  }
}

/**
 * Every backup in the folder, newest first. Temporary files (hidden, half written) are not
 * backups. With a cache, only the headers of files new or changed since the last listing are read.
 */
export async function listBackups(folder: string, supportedSchema: number, appVersion: string, cache?: SummaryCache): Promise<BackupSummary[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith(BACKUP_EXTENSION) && !entry.name.startsWith('.'));
  const paths = files.map((entry) => join(folder, entry.name));
  // A file deleted meanwhile (pruned by another window, or by hand) is simply not listed.
  const settled = await Promise.allSettled(
    files.map((entry, i) => {
      const read = () => summarise(paths[i]!, entry.name, supportedSchema, appVersion);
      return cache ? cache.summary(paths[i]!, read) : read();
    }),
  );
  cache?.keepOnly(folder, new Set(paths));
  const summaries = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  return summaries.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * The backups that may be this practice's: a folder shared by two practices (one USB drive for
 * both) lists the other's too, which must neither count as this one's last backup nor be pruned
 * by its rules. A file whose header cannot be read may be either. With no practice to compare
 * (its key file unreadable), all of them.
 */
export function mayBeOf(vaultId: string | null, backups: readonly BackupSummary[]): BackupSummary[] {
  return vaultId === null ? [...backups] : backups.filter((backup) => backup.vaultId === null || backup.vaultId === vaultId);
}

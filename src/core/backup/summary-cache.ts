import { stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { BackupSummary } from '../../shared/contract';

interface Known {
  size: number;
  mtimeMs: number;
  ino: number;
  summary: BackupSummary;
}

/**
 * What each backup file's header said, by path, so listing a folder again opens only new or
 * changed files: the dashboard and the navigation ask on every page, and a folder may hold years
 * of backups. Coachdesk writes a backup under a temporary name and renames it once whole, and
 * never writes into one again, so a file with the same size, modification time and inode is the
 * same backup. Damaged files are read again every time: a read that failed once (a drive waking
 * up) must not mark a good backup damaged for good.
 */
export class SummaryCache {
  private readonly known = new Map<string, Known>();

  async summary(path: string, read: () => Promise<BackupSummary>): Promise<BackupSummary> {
    const { size, mtimeMs, ino } = await stat(path);
    const known = this.known.get(path);
    if (known && known.size === size && known.mtimeMs === mtimeMs && known.ino === ino) return known.summary;
    const summary = await read();
    if (summary.state === 'damaged') this.known.delete(path);
    else this.known.set(path, { size, mtimeMs, ino, summary });
    return summary;
  }

  /** Forgets the files no longer in `folder` (pruned, or deleted or moved by hand). */
  keepOnly(folder: string, paths: ReadonlySet<string>): void {
    for (const path of this.known.keys()) if (dirname(path) === folder && !paths.has(path)) this.known.delete(path);
  }
}

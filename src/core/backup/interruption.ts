import { AppError } from '../../shared/errors';

/**
 * Stopping the backup files being written, for a process that is being stopped (the command
 * line's Ctrl-C, or a kill): each stops at its next step, failing with BACKUP_STOPPED, and
 * removes its temporary file (write-backup.ts); any started afterwards fails at once.
 */
export class BackupInterruption {
  private readonly controller = new AbortController();
  /** Every file being written, so `stop` can wait for all of them to have cleaned up. */
  private readonly writing = new Set<Promise<unknown>>();

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Registers a backup file being written (with `signal` among its options). */
  track<T>(writing: Promise<T>): Promise<T> {
    this.writing.add(writing);
    void writing.catch(() => {}).finally(() => this.writing.delete(writing));
    return writing;
  }

  /** Resolves once every file being written has stopped and removed what it wrote. */
  async stop(): Promise<void> {
    this.controller.abort(new AppError('BACKUP_STOPPED', 'The backup was stopped before it finished, so no backup was written and its unfinished file was removed. Your practice is unchanged; start the backup again.'));
    await Promise.allSettled([...this.writing]);
  }
}

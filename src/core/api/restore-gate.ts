import type { Method } from '../../shared/contract';
import { AppError } from '../../shared/errors';

/**
 * Answered while a restore runs: what the window needs to show the practice's state (the
 * restore's own progress arrives as events). Everything else would act on a practice about to
 * be replaced: a save would land in neither the restored data nor the pre-restore backup, and a
 * new passphrase would be overwritten by the staged key file. A lock is answered and happens
 * once the restore has ended (Vault.whileReplacing).
 */
const ANSWERED_DURING_RESTORE: ReadonlySet<Method> = new Set<Method>(['vault.status', 'vault.touch', 'vault.lock']);

/**
 * Calls a restore does not wait for: itself, and those waiting on the coach (a file picker, the
 * print dialog), which could keep it waiting indefinitely and write nothing to the practice.
 */
const NOT_WAITED_FOR: ReadonlySet<Method> = new Set<Method>(['backup.restore', 'dialog.pick', 'reports.print']);

/**
 * Keeps calls away from a restore. From the moment a restore starts until the practice has
 * reopened (or the restore failed), every call but those above is refused with RESTORE_RUNNING,
 * so nothing reports success and is then undone. Calls that had already started (a passphrase
 * change deriving its key, an import reading its file) finish first: the restore begins only then,
 * so their changes are in the pre-restore backup and its copy of the key slots.
 */
export class RestoreGate {
  private restoring = false;
  private readonly running = new Set<Promise<unknown>>();

  /** Runs a call through the gate: refused while a restore runs, else counted until it ends. */
  pass<T>(method: Method, call: () => Promise<T>): Promise<T> {
    if (ANSWERED_DURING_RESTORE.has(method)) return call();
    if (this.restoring) {
      throw new AppError('RESTORE_RUNNING', 'A backup is being restored; nothing was saved. Try again once it has finished.');
    }
    if (NOT_WAITED_FOR.has(method)) return call();
    const running = call();
    const settled = running.then(
      () => {},
      () => {},
    );
    this.running.add(settled);
    void settled.then(() => this.running.delete(settled));
    return running;
  }

  /** Runs `restore` with the gate closed, once the calls already under way have ended. */
  async closedDuring<T>(restore: () => Promise<T>): Promise<T> {
    this.restoring = true;
    try {
      await Promise.all(this.running);
      return await restore();
    } finally {
      this.restoring = false;
    }
  }
}

import type { LockReason } from './vault-options';

/**
 * Holds locks off while the practice's files are replaced (a restore). A lock in the middle
 * closed the practice under the restore, which then took it for a practice that was never
 * opened: it made no pre-restore backup, and what the coach had saved since the backup was
 * gone. A lock the coach asked for (the page, the menu) happens once the restore has ended; the
 * idle timer's is dropped, since the coach is watching the restore and the practice reopens
 * with its idle time counted afresh.
 */
export class LockHold {
  private holding = false;
  private wanted: LockReason | undefined;

  get active(): boolean {
    return this.holding;
  }

  /** True when the lock is held off (and remembered if the coach asked for it). */
  defer(reason: LockReason): boolean {
    if (!this.holding) return false;
    if (reason !== 'idle') this.wanted = reason;
    return true;
  }

  /** Runs `replace` with locks held off, then hands `ended` the lock the coach asked for meanwhile, if any. */
  async during<T>(replace: () => Promise<T>, ended: (wanted: LockReason | undefined) => void): Promise<T> {
    this.holding = true;
    try {
      return await replace();
    } finally {
      const wanted = this.wanted;
      this.holding = false;
      this.wanted = undefined;
      ended(wanted);
    }
  }
}

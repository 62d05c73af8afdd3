import { existsSync, readFileSync, rmSync } from 'node:fs';
import { z } from 'zod';
import { AppError } from '../../shared/errors';
import { writeFileAtomic } from '../fs/atomic-write';

/**
 * Wrong passphrases and recovery keys slow the next try down: free for the first few,
 * then 1 s, 2 s, 4 s … up to a minute. The count is kept on disk so restarting the app
 * or the CLI does not reset it; it holds only a number and a time.
 */
const FREE_ATTEMPTS = 3;
const MAX_DELAY_MS = 60_000;

const AttemptsFile = z.object({ failures: z.number().int().min(0), lastFailureAt: z.number() });

export class UnlockAttempts {
  private failures = 0;
  private lastFailureAt = 0;

  constructor(
    private readonly path: string,
    private readonly now: () => number,
  ) {
    if (existsSync(path)) {
      const parsed = AttemptsFile.safeParse(safeJson(path));
      if (parsed.success) ({ failures: this.failures, lastFailureAt: this.lastFailureAt } = parsed.data);
    }
  }

  retryAfterMs(): number {
    const delay = delayAfter(this.failures);
    return Math.max(0, this.lastFailureAt + delay - this.now());
  }

  /** Refuses a try while the delay after the last wrong one runs. */
  assertMayTry(): void {
    const retryAfterMs = this.retryAfterMs();
    if (retryAfterMs > 0) {
      const seconds = Math.ceil(retryAfterMs / 1000);
      throw new AppError('TOO_MANY_ATTEMPTS', `Too many wrong attempts. Wait ${seconds} s and try again.`, { retryAfterMs, seconds });
    }
  }

  /** Counts a wrong passphrase or recovery key and refuses it, saying how long the next try waits. */
  refuse(code: 'WRONG_PASSPHRASE' | 'WRONG_RECOVERY_KEY', message: string): never {
    this.recordFailure();
    const retryAfterMs = this.retryAfterMs();
    throw new AppError(code, message, { retryAfterMs, seconds: Math.ceil(retryAfterMs / 1000) });
  }

  /**
   * A secret typed for a backup (to verify or restore it). A wrong one counts as a wrong unlock:
   * the restore dialog on the lock screen must be no way round the growing delay.
   */
  async tryBackupSecret<T>(attempt: () => Promise<T>): Promise<T> {
    this.assertMayTry();
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'BACKUP_WRONG_SECRET') throw error;
      this.recordFailure();
      const retryAfterMs = this.retryAfterMs();
      throw new AppError(error.code, error.message, { retryAfterMs, seconds: Math.ceil(retryAfterMs / 1000) });
    }
  }

  recordFailure(): void {
    this.failures += 1;
    this.lastFailureAt = this.now();
    writeFileAtomic(this.path, JSON.stringify({ failures: this.failures, lastFailureAt: this.lastFailureAt }));
  }

  reset(): void {
    if (this.failures === 0) return;
    this.failures = 0;
    this.lastFailureAt = 0;
    rmSync(this.path, { force: true });
  }
}

export function delayAfter(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_ATTEMPTS));
}

function safeJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

import { existsSync, readFileSync, rmSync } from 'node:fs';
import { z } from 'zod';
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

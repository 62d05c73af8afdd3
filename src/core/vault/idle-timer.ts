/**
 * Calls `onIdle` once the coach has been inactive for the configured minutes.
 * Checked on a coarse interval: locking a few seconds late is fine, waking the CPU
 * every second is not.
 */
export class IdleTimer {
  private lastActivity: number;
  private minutes = 0;
  private interval: NodeJS.Timeout | undefined;

  constructor(
    private readonly now: () => number,
    private readonly onIdle: () => void,
    /** False: only `check` called from outside locks (tests on a clock of their own). */
    private readonly checksItself = true,
  ) {
    this.lastActivity = now();
  }

  start(minutes: number): void {
    this.stop();
    this.minutes = minutes;
    this.lastActivity = this.now();
    if (minutes <= 0 || !this.checksItself) return;
    const every = Math.min(15_000, (minutes * 60_000) / 4);
    this.interval = setInterval(() => this.check(), every);
    this.interval.unref();
  }

  touch(): void {
    this.lastActivity = this.now();
  }

  /** Returns true when it fired. Public so tests can drive it with a fake clock. */
  check(): boolean {
    if (this.minutes <= 0 || this.now() - this.lastActivity < this.minutes * 60_000) return false;
    this.stop();
    this.onIdle();
    return true;
  }

  stop(): void {
    if (this.interval) clearInterval(this.interval);
    this.interval = undefined;
  }
}

export const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_CHECK_MS = 60_000;
const CHECK_EVERY_MS = 10 * 60_000;

/**
 * Makes sure there is a backup at least once a day while the app runs. Checked a minute
 * after unlocking (not at once: the coach is about to start working) and then every ten
 * minutes; any good backup in the folder counts, whatever made it. The clock is injected so
 * tests can move time on and call `check` themselves.
 */
export class DailyBackupTimer {
  private timers: NodeJS.Timeout[] = [];
  private checking = false;

  constructor(
    private readonly now: () => number,
    private readonly lastGoodAt: () => Promise<number | null>,
    private readonly backUp: () => Promise<void>,
  ) {}

  start(): void {
    this.stop();
    // A failed automatic backup is recorded by `backUp` itself; the timer just tries again later.
    const tick = () => void this.check().catch(() => {});
    this.timers = [setTimeout(tick, FIRST_CHECK_MS), setInterval(tick, CHECK_EVERY_MS)];
    for (const timer of this.timers) timer.unref();
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
  }

  /** Returns true when a backup was due (and attempted). */
  async check(): Promise<boolean> {
    if (this.checking) return false;
    this.checking = true;
    try {
      const last = await this.lastGoodAt();
      if (last !== null && this.now() - last < DAY_MS) return false;
      await this.backUp();
      return true;
    } finally {
      this.checking = false;
    }
  }
}

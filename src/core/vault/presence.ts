import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MARKER = /^\.open-(\d+)-[0-9a-f]{12}$/;
const REFRESH_MS = 30_000;
const STALE_MS = 4 * REFRESH_MS;

/**
 * Which vaults have the practice open: the app, the command line and the browser bridge are
 * separate processes over one data folder, and replacing its files (a restore, new key slots)
 * under another that has them open loses what it writes next, or undoes the change.
 *
 * An open vault keeps an empty marker file in the data folder (`.open-<pid>-<random>`),
 * refreshed every 30 seconds and removed when it closes. A marker counts while its process
 * lives and it is fresh: one a crash left (its process gone) does not keep the practice
 * "open", nor one whose process id the system has since given to another program (no longer
 * refreshed). The markers hold nothing but their names. Marking is best effort: a folder that
 * cannot take the file (read-only, full) opens the practice all the same, and a process stopped
 * for minutes (a suspended terminal) lets its marker go stale; the open practice's lock on the
 * database file covers both (open-elsewhere.ts). The markers still count where no lock can be
 * seen: a practice locked here (nothing open to ask with), or another in the moment it opens.
 */
export class Presence {
  private marker: string | undefined;
  private refresh: NodeJS.Timeout | undefined;

  constructor(private readonly dir: string) {}

  hold(): void {
    if (this.marker) return;
    const marker = join(this.dir, `.open-${process.pid}-${randomBytes(6).toString('hex')}`);
    try {
      writeFileSync(marker, '', { mode: 0o600, flag: 'wx' });
    } catch {
      return;
    }
    this.marker = marker;
    this.refresh = setInterval(() => {
      try {
        const now = new Date();
        utimesSync(marker, now, now);
      } catch {
        // Removed by hand or the folder gone: nothing to keep fresh.
      }
    }, REFRESH_MS);
    this.refresh.unref();
  }

  release(): void {
    clearInterval(this.refresh);
    if (this.marker) rmSync(this.marker, { force: true });
    this.marker = this.refresh = undefined;
  }

  /** Whether another vault (another process, or another in this one) has the practice open now; stale markers are removed on the way. */
  othersOpen(): boolean {
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return false;
    }
    return names.some((name) => {
      const pid = MARKER.exec(name)?.[1];
      const path = join(this.dir, name);
      if (pid === undefined || path === this.marker) return false;
      if (processLives(Number(pid)) && isFresh(path)) return true;
      rmSync(path, { force: true });
      return false;
    });
  }
}

function processLives(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, under another user.
    return (error as { code?: string }).code === 'EPERM';
  }
}

function isFresh(path: string): boolean {
  const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
  return modified !== undefined && Date.now() - modified < STALE_MS;
}

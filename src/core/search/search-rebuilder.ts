import { performance } from 'node:perf_hooks';
import type { Db } from '../db/open';
import { isRebuilding, rebuildStep, syncSearchIndexes } from './search-rebuild';
import type { SearchSource } from './search-index';

export interface RebuildTiming {
  /** How long the unlock itself may spend rebuilding: a practice of a few hundred clients is whole before its first screen. */
  atUnlockMs: number;
  /** How long each piece in the background may take: the core answers nothing else meanwhile. */
  pieceMs: number;
  /** The pause between two pieces, for the calls waiting to be answered. */
  pauseMs: number;
}

export const REBUILD_TIMING: RebuildTiming = { atUnlockMs: 300, pieceMs: 25, pauseMs: 10 };

/** A piece's first size in rows, before the time pieces take is known. */
const FIRST_PIECE_ROWS = 200;

/**
 * Rebuilds the search indexes an update changed (`search-rebuild.ts`) while the practice is
 * open: as much as `atUnlockMs` allows during the unlock, then a piece at a time in the
 * background, each sized to take about `pieceMs`. Searches meanwhile say how far it has come.
 */
export class SearchRebuilder {
  private timer: NodeJS.Timeout | undefined;
  /** Each kind's (or old index's) piece size: notes are long, clients short, and disks differ. */
  private readonly rows = new Map<string, number>();

  constructor(
    private readonly sources: readonly SearchSource[],
    /** Whether `db` is still the open practice, and not being replaced by a restore. */
    private readonly isCurrent: (db: Db) => boolean,
    private readonly timing: RebuildTiming = REBUILD_TIMING,
  ) {}

  /** At unlock: a kind whose definition changed is emptied and its rebuild started, or one under way goes on. */
  start(db: Db): void {
    this.stop();
    try {
      syncSearchIndexes(db, this.sources);
      if (!this.runFor(db, this.timing.atUnlockMs)) this.scheduleNext(db);
    } catch {
      // A piece that fails (a full disk) is rolled back: searches say the index is still being
      // rebuilt, the next unlock goes on from there, and the coach is not kept from their practice.
    }
  }

  /** After a restore that left the practice as it was: a rebuild that stopped for it goes on. */
  resume(db: Db): void {
    if (this.timer === undefined) this.scheduleNext(db);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  isRebuilding(db: Db): boolean {
    return isRebuilding(db);
  }

  /** Rebuilds whatever is left now (the CLI, which has no screen to keep responsive). */
  finish(db: Db): void {
    this.stop();
    this.runFor(db, Number.POSITIVE_INFINITY);
  }

  /** Runs pieces until nothing is left (true: the indexes whole, the old ones deleted) or `budgetMs` has passed. */
  private runFor(db: Db, budgetMs: number): boolean {
    const end = performance.now() + budgetMs;
    const rowsOf = (piece: string) => this.rows.get(piece) ?? FIRST_PIECE_ROWS;
    do {
      const started = performance.now();
      const piece = rebuildStep(db, this.sources, rowsOf);
      if (piece === null) return true;
      // The next piece of this kind (or old index) sized by this one's time, growing at most twofold at a time.
      const took = Math.max(performance.now() - started, 1);
      const rows = rowsOf(piece);
      this.rows.set(piece, Math.round(Math.min(Math.max((rows * this.timing.pieceMs) / took, 10), rows * 2)));
    } while (performance.now() < end);
    return false;
  }

  private scheduleNext(db: Db): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.isCurrent(db)) return;
      try {
        if (!this.runFor(db, this.timing.pieceMs)) this.scheduleNext(db);
      } catch {
        // As in `start`: the next unlock goes on from the last piece that was written.
      }
    }, this.timing.pauseMs);
    // Never what keeps a process (the CLI's) from ending.
    this.timer.unref();
  }
}

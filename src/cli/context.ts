import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Core } from '../core/core';
import { AppError } from '../shared/errors';
import { secret } from './secrets';

/** Bundled (scripts/cli.mjs), the worker threads' files lie beside this one; run from source, tsx compiles theirs. */
const BUILT_WORKERS = existsSync(join(__dirname, 'backup-check-worker.js')) ? __dirname : undefined;

/** What a command works with: the data folder, a lazily created core, and output. */
export class CliContext {
  private core: Core | undefined;

  constructor(readonly dataDir: string) {}

  get practice(): Core {
    this.core ??= new Core({ dataDir: this.dataDir, builtWorkers: BUILT_WORKERS });
    return this.core;
  }

  /** Unlocks the practice with COACHDESK_PASSPHRASE or a prompt. */
  async unlocked(): Promise<Core> {
    const core = this.practice;
    const { state } = await core.call('vault.status', {});
    if (state === 'new') throw new AppError('NOT_SET_UP', `There is no practice in ${this.dataDir} yet. Create one with "init".`);
    if (state === 'locked') {
      const passphrase = await secret('COACHDESK_PASSPHRASE', 'Passphrase: ');
      // A new version backs the practice up before upgrading it: a while on a large one, so say so once.
      const stop = core.events.on('backup.progress', ({ operation }) => {
        if (operation !== 'upgrade') return;
        this.tell('Coachdesk has been updated: backing up the practice before opening it in the new version…');
        stop();
      });
      try {
        await core.call('vault.unlock', { passphrase });
      } finally {
        stop();
      }
    }
    return core;
  }

  printJson(value: unknown): void {
    process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  }

  /**
   * Prints a list that one call returned, at most `limit` rows. A full page says nothing
   * about what lies beyond it, so the person is told on stderr (stdout stays the same JSON
   * array a script parses) rather than left to believe they have everything.
   */
  printList(items: unknown[], limit: number, what: string, narrowWith: string): void {
    this.printJson(items);
    if (items.length >= limit) this.tell(`Showing the first ${limit} ${what}, as many as one list holds; there may be more. Narrow the list with ${narrowWith}.`);
  }

  /** Messages for the person at the terminal go to stderr, so stdout stays parseable. */
  tell(message: string): void {
    process.stderr.write(`${message}\n`);
  }

  /** The process is being stopped: a backup being written removes its temporary file first (stop-on-signal.ts). */
  async interrupt(): Promise<void> {
    await this.core?.interrupt();
  }

  /** A backup the core started meanwhile (the daily one, a minute after unlocking) is let finish. */
  async close(): Promise<void> {
    await this.core?.closeWhenIdle();
  }
}

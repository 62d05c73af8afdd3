import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Core } from '../src/core/core';
import type { Db } from '../src/core/db/open';
import { seedDemo } from '../src/core/demo/seed';
import type { DemoSummary } from '../src/shared/contract';
import { openPlain } from './plain-db';

export const PASSPHRASE = 'lantern orchard velvet compass';
export const ZONE = 'Europe/Sofia';
/** A fixed "now" (a Tuesday morning), so both databases hold the same practice around the same day. */
export const NOW = Date.parse('2026-03-10T08:00:00Z');

export interface PracticeSize {
  clients: number;
  sessionsPerClient: number;
  notesPerClient: number;
}

/** The same demo practice twice: in Coachdesk's encrypted store (through the real core) and in plain SQLite. */
export interface PracticePair {
  core: Core;
  encrypted: Db;
  plain: Db;
  dataDir: string;
  encryptedFile: string;
  plainFile: string;
  summary: DemoSummary;
  seconds: { encrypted: number; plain: number };
  close(): void;
}

/** A database file with its write-ahead log, as it stands on disk. */
export const fileSize = (file: string) => statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0);

export async function buildPair(size: PracticeSize): Promise<PracticePair> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coachdesk-bench-practice-'));
  const core = new Core({ dataDir, now: () => NOW });
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE });
  await core.call('vault.setupConfirm', { recoveryKey });
  const plainFile = join(dataDir, 'plain.db');
  const plain = await openPlain(plainFile);

  const options = { ...size, seed: 1, timeZone: ZONE, now: NOW };
  let started = performance.now();
  const summary = await seedDemo(() => core.vault.db, options);
  const encrypted = (performance.now() - started) / 1000;
  started = performance.now();
  await seedDemo(() => plain, options);
  const seconds = { encrypted, plain: (performance.now() - started) / 1000 };
  return {
    core,
    get encrypted() {
      return core.vault.db;
    },
    plain,
    dataDir,
    encryptedFile: join(dataDir, 'coachdesk.db'),
    plainFile,
    summary,
    seconds,
    close() {
      core.close();
      if (plain.open) plain.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Core } from '../src/core/core';
import { type Db, openEncryptedDatabase } from '../src/core/db/open';
import { seedDemo } from '../src/core/demo/seed';
import { wipe } from '../src/core/vault/crypto';
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

/** The same demo practice twice, seeded into `dataDir` and closed: `coachdesk.db` (the encrypted store) and `plain.db`. */
export interface SeededPair {
  dataDir: string;
  summary: DemoSummary;
  seconds: { encrypted: number; plain: number };
}

/** A seeded pair opened again: the practice unlocked through the real core, plain SQLite beside it. */
export interface PracticePair {
  core: Core;
  encrypted: Db;
  plain: Db;
  dataDir: string;
  encryptedFile: string;
  plainFile: string;
  close(): void;
}

/** Where a pair lives in its folder. */
export function pairFiles(dataDir: string): { encryptedFile: string; plainFile: string } {
  return { encryptedFile: join(dataDir, 'coachdesk.db'), plainFile: join(dataDir, 'plain.db') };
}

/** A database file with its write-ahead log, as it stands on disk. */
export const fileSize = (file: string) => statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0);

/**
 * Sets the practice up through the core (the real passphrase hash and key file), then seeds it
 * on a connection of its own, opened as the vault opens it: the core is closed first, so its
 * daily backup timer cannot start a backup mid-seeding that outlives this process's part.
 */
export async function seedPair(size: PracticeSize): Promise<SeededPair> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coachdesk-bench-practice-'));
  const core = coreIn(dataDir);
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE });
  await core.call('vault.setupConfirm', { recoveryKey });
  const { dataKey } = core.vault.backupSource();
  core.close();
  const { encryptedFile, plainFile } = pairFiles(dataDir);
  const encrypted = openEncryptedDatabase(encryptedFile, dataKey, { mustExist: true });
  wipe(dataKey);
  const plain = await openPlain(plainFile);
  try {
    const options = { ...size, seed: 1, timeZone: ZONE, now: NOW };
    let started = performance.now();
    const summary = await seedDemo(() => encrypted, options);
    const encryptedSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await seedDemo(() => plain, options);
    return { dataDir, summary, seconds: { encrypted: encryptedSeconds, plain: (performance.now() - started) / 1000 } };
  } finally {
    encrypted.close();
    plain.close();
  }
}

export async function openPair(dataDir: string): Promise<PracticePair> {
  const core = coreIn(dataDir);
  await core.call('vault.unlock', { passphrase: PASSPHRASE });
  const { encryptedFile, plainFile } = pairFiles(dataDir);
  const plain = await openPlain(plainFile);
  return {
    core,
    get encrypted() {
      return core.vault.db;
    },
    plain,
    dataDir,
    encryptedFile,
    plainFile,
    close() {
      core.close();
      if (plain.open) plain.close();
    },
  };
}

export function removePair(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

function coreIn(dataDir: string): Core {
  return new Core({ dataDir, now: () => NOW });
}

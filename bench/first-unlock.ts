/**
 * One unlock in a process of its own, as a coach's first after starting the app: the passphrase
 * hash's 256 MiB are fresh memory then, which the operating system must map page by page.
 * Run by the practice bench (`firstUnlocks` below); prints the unlock's milliseconds.
 *   npx tsx bench/first-unlock.ts DATA_DIR
 */
import { execFileSync } from 'node:child_process';
import { Core } from '../src/core/core';
import { PASSPHRASE } from './practice-pair';

/** The unlock's time in a new process each time, `times` times, in milliseconds. */
export function firstUnlocks(dataDir: string, times: number): number[] {
  return Array.from({ length: times }, () => Number(execFileSync(process.execPath, ['--import', 'tsx', __filename, dataDir], { encoding: 'utf8' }).trim()));
}

async function unlockOnce(dataDir: string): Promise<void> {
  const core = new Core({ dataDir });
  const start = performance.now();
  await core.call('vault.unlock', { passphrase: PASSPHRASE });
  const elapsed = performance.now() - start;
  core.close();
  process.stdout.write(`${elapsed.toFixed(1)}\n`);
}

if (require.main === module) void unlockOnce(process.argv[2]!);

import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { makeCore, makePractice, PASSPHRASE, tempDir } from '../support/practice';

const WRITER = resolve(__dirname, 'crash-writer.ts');
const KILLS = 50;

/** Starts the writer, lets it commit for a random while, kills it hard; returns the ids it reported. */
async function writeThenKill(dataDir: string, killAfterMs: number): Promise<string[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const reported: string[] = [];
  const lines = createInterface({ input: child.stdout });
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  await new Promise<void>((started) => {
    lines.on('line', (line) => {
      if (reported.push(line) === 1) {
        started();
        setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      }
    });
    child.on('exit', () => started());
  });
  await exited;
  return reported;
}

describe('crash safety', () => {
  it(`keeps every scheduled session that was reported saved, through ${KILLS} hard kills at random moments`, async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    core.close();
    const committed = new Set<string>();

    for (let round = 0; round < KILLS; round++) {
      const reported = await writeThenKill(dataDir, Math.floor(Math.random() * 120));
      expect(reported.length, `round ${round}: the writer committed something before the kill`).toBeGreaterThan(0);
      reported.forEach((id) => committed.add(id));

      const check = makeCore({ dataDir });
      await check.call('vault.unlock', { passphrase: PASSPHRASE });
      expect(check.vault.db.pragma('integrity_check', { simple: true })).toBe('ok');
      const present = new Set((check.vault.db.prepare('SELECT id FROM sessions').pluck().all() as number[]).map(String));
      const lost = [...committed].filter((id) => !present.has(id));
      expect(lost, `round ${round}: committed writes lost`).toEqual([]);
      check.close();
    }
  }, 300_000);
});

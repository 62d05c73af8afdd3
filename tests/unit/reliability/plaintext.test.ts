import { readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markerWriters } from '../support/marker-writers';
import { filesContaining, makePractice, PASSPHRASE, tempDir } from '../support/practice';

/** Entries of the system temp folder touched since `since`: where a leaked temp file would be. */
function recentTempEntries(since: number, exclude: string): string[] {
  return readdirSync(tmpdir())
    .map((name) => join(tmpdir(), name))
    .filter((path) => path !== exclude && !path.includes('coachdesk-test-'))
    .filter((path) => {
      try {
        return statSync(path).mtimeMs >= since;
      } catch {
        return false;
      }
    });
}

describe('nothing a coach typed is readable on disk', () => {
  it('finds no marker written through every kind of record in the data folder, backups or temp folder', async () => {
    const started = Date.now() - 1000;
    const marker = `Marker-${Math.random().toString(36).slice(2)}-جلسه-сесия`;
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });

    for (const [kind, write] of Object.entries(markerWriters)) {
      await write(core, `${marker} ${kind}`);
    }
    expect(filesContaining(dataDir, marker)).toEqual([]);
    await core.call('vault.lock', {});
    await core.call('vault.unlock', { passphrase: PASSPHRASE });
    await core.call('vault.lock', {});

    expect(filesContaining(dataDir, marker)).toEqual([]);
    for (const entry of recentTempEntries(started, dataDir)) {
      expect(filesContaining(entry, marker), entry).toEqual([]);
    }
  });
});

import { readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markerWriters } from '../support/marker-writers';
import { filesContaining, makePractice, PASSPHRASE, tempDir } from '../support/practice';

/** Entries of the system temp folder touched since `since`: where a leaked temp file would be. */
function recentTempEntries(since: number, exclude: string[]): string[] {
  return readdirSync(tmpdir())
    .map((name) => join(tmpdir(), name))
    .filter((path) => !exclude.includes(path) && !path.includes('coachdesk-test-'))
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
    // The search indexes keep the text folded to lower case: a leak of theirs would read so.
    const forms = [marker, marker.toLocaleLowerCase()];
    const dataDir = tempDir();
    const backupDir = tempDir();
    const { core } = await makePractice({ dataDir });
    await core.call('backup.setFolder', { path: backupDir });

    for (const [kind, write] of Object.entries(markerWriters)) {
      await write(core, `${marker} ${kind}`);
    }
    const backup = await core.call('backup.create', {});
    expect(backup.path.startsWith(backupDir)).toBe(true);
    await core.call('vault.lock', {});
    await core.call('vault.unlock', { passphrase: PASSPHRASE });
    await core.call('vault.lock', {});

    for (const form of forms) {
      expect(filesContaining(dataDir, form)).toEqual([]);
      expect(filesContaining(backupDir, form)).toEqual([]);
      for (const entry of recentTempEntries(started, [dataDir, backupDir])) {
        expect(filesContaining(entry, form), entry).toEqual([]);
      }
    }
  });
});

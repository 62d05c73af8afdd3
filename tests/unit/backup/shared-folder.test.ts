import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makePractice, tempDir } from '../support/practice';

const DAY = 24 * 60 * 60 * 1000;

/** Two practices backing up to one folder (one USB drive for both), each with its own clock. */
async function twoPracticesOneFolder() {
  const folder = tempDir();
  let now = Date.parse('2026-03-02T08:00:00Z');
  const clock = { now: () => now, pass: (days: number) => (now += days * DAY) };
  const practices = [];
  for (const _ of [1, 2]) {
    const { core } = await makePractice({ now: clock.now });
    await core.call('backup.setFolder', { path: folder });
    await core.call('settings.update', { backupKeepDaily: 1, backupKeepWeekly: 0, backupKeepMonthly: 0 });
    practices.push(core);
  }
  return { folder, clock, first: practices[0]!, second: practices[1]! };
}

describe('a backup folder shared by two practices', () => {
  it("never prunes the other practice's backups, nor takes them for this one's", async () => {
    const { folder, clock, first, second } = await twoPracticesOneFolder();
    const firsts = (await first.call('backup.create', {})).path;
    for (let day = 0; day < 3; day++) {
      clock.pass(2);
      await second.call('backup.create', {});
    }
    // The second's rules keep one a day for a day: its older backups go, the first's stays.
    const names = readdirSync(folder).filter((name) => !name.startsWith('.'));
    expect(names).toHaveLength(2);
    expect(names).toContain(firsts.split('/').pop());
    // Six days on, the first practice's newest backup is six days old, whatever the second made since.
    expect(await first.call('backup.status', {})).toMatchObject({ lastGoodAt: '2026-03-02T08:00:00.000Z' });
    clock.pass(2);
    expect(await first.call('backup.status', {})).toMatchObject({ stale: true });
    expect(await second.call('backup.status', {})).toMatchObject({ stale: false });
    // Both are listed, for the coach to see (and restore from, after a question), each telling whose it is.
    const overview = await first.call('backup.overview', {});
    expect(overview.backups).toHaveLength(2);
    expect(overview.backups.filter((backup) => backup.vaultId === overview.vaultId).map((backup) => backup.path)).toEqual([firsts]);
    expect(overview.vaultId).not.toBe((await second.call('backup.overview', {})).vaultId);
  });
});

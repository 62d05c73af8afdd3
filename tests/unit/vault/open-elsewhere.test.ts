import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeCore, makePractice, NEW_PASSPHRASE, PASSPHRASE, tempDir } from '../support/practice';

const markers = (dataDir: string) => readdirSync(dataDir).filter((name) => name.startsWith('.open-'));

describe('a practice open in another window or command', () => {
  it('is not replaced under it: a restore or a new passphrase elsewhere is refused until it closes', async () => {
    const dataDir = tempDir();
    const { core: app } = await makePractice({ dataDir });
    await app.call('clients.create', { fullName: 'Written By The App' });
    const { path } = await app.call('backup.create', {});
    expect(markers(dataDir)).toHaveLength(1);

    const cli = makeCore({ dataDir });
    await cli.call('vault.unlock', { passphrase: PASSPHRASE });
    await expect(cli.call('backup.restore', { path, passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'PRACTICE_OPEN_ELSEWHERE' });
    await expect(cli.call('vault.changePassphrase', { currentPassphrase: PASSPHRASE, newPassphrase: NEW_PASSPHRASE })).rejects.toMatchObject({ code: 'PRACTICE_OPEN_ELSEWHERE' });
    // The app is refused the same while the command has it open.
    await expect(app.call('backup.restore', { path, passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'PRACTICE_OPEN_ELSEWHERE' });

    await app.call('vault.lock', {});
    expect(markers(dataDir)).toHaveLength(1);
    await cli.call('backup.restore', { path, passphrase: PASSPHRASE });
    cli.close();
    expect(markers(dataDir)).toEqual([]);
  });

  it("leaves a restore another process is staging alone when it starts, and settles one a crash left", async () => {
    const dataDir = tempDir();
    const { core: app } = await makePractice({ dataDir });
    const staged = join(dataDir, 'keys.json.restore');
    writeFileSync(staged, '{}');
    makeCore({ dataDir }).close();
    expect(existsSync(staged)).toBe(true);
    app.close();
    makeCore({ dataDir }).close();
    expect(existsSync(staged)).toBe(false);
  });

  it('does not count a marker whose process has gone, or one no longer kept fresh', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    const { path } = await core.call('backup.create', {});
    const gone = join(dataDir, '.open-2147483646-0123456789ab');
    const stale = join(dataDir, `.open-${process.pid}-ba9876543210`);
    writeFileSync(gone, '');
    writeFileSync(stale, '');
    const longAgo = new Date(Date.now() - 10 * 60_000);
    utimesSync(stale, longAgo, longAgo);
    await core.call('backup.restore', { path, passphrase: PASSPHRASE });
    expect(existsSync(gone) || existsSync(stale)).toBe(false);
  });
});

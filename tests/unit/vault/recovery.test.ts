import { describe, expect, it } from 'vitest';
import type { Migration } from '../../../src/core/db/migration';
import { migrations } from '../../../src/core/db/migrations';
import { formatRecoveryKey, parseRecoveryKey } from '../../../src/core/vault/recovery-key';
import { NEW_PASSPHRASE, PASSPHRASE, makeCore, makePractice, tempDir } from '../support/practice';

describe('recovery key', () => {
  it('unlocks a locked practice and sets a new passphrase; the old one stops working', async () => {
    const { core, recoveryKey } = await makePractice();
    await core.call('settings.update', { language: 'bg' });
    await core.call('vault.lock', {});

    const status = await core.call('vault.recover', { recoveryKey, newPassphrase: NEW_PASSPHRASE });
    expect(status.state).toBe('unlocked');
    expect((await core.call('settings.get', {})).language).toBe('bg');

    await core.call('vault.lock', {});
    await expect(core.call('vault.unlock', { passphrase: PASSPHRASE })).rejects.toMatchObject({ code: 'WRONG_PASSPHRASE' });
    await core.call('vault.unlock', { passphrase: NEW_PASSPHRASE });
    await core.call('vault.lock', {});
    // The recovery key on the coach's sheet stays valid.
    await core.call('vault.recover', { recoveryKey, newPassphrase: PASSPHRASE });
  });

  it('while unlocked, sets the new passphrase for what follows too: backups and the next change', async () => {
    const { core, recoveryKey } = await makePractice();
    await core.call('vault.recover', { recoveryKey, newPassphrase: NEW_PASSPHRASE });

    const backup = await core.call('backup.create', {});
    expect(await core.dispatch('backup.verify', { path: backup.path, passphrase: NEW_PASSPHRASE })).toMatchObject({ ok: true });
    await core.call('vault.changePassphrase', { currentPassphrase: NEW_PASSPHRASE, newPassphrase: PASSPHRASE });
  });

  it('keeps the old passphrase when the practice then cannot open, as "nothing was changed" says', async () => {
    const dataDir = tempDir();
    const { core, recoveryKey } = await makePractice({ dataDir });
    core.close();
    // An upgrade whose backup beforehand finds no room: the practice does not open.
    const addContacts: Migration = { version: migrations.length + 1, name: 'contacts', up: (db) => db.exec('CREATE TABLE contacts (id INTEGER PRIMARY KEY) STRICT') };
    const full = makeCore({ dataDir, migrations: [...migrations, addContacts], backupIo: { freeBytes: async () => 1024 } });

    const result = await full.dispatch('vault.recover', { recoveryKey, newPassphrase: NEW_PASSPHRASE });

    expect(result).toMatchObject({ ok: false, error: { code: 'NOT_ENOUGH_SPACE', message: expect.stringContaining('nothing was changed') } });
    expect((await full.call('vault.status', {})).state).toBe('locked');
    full.close();
    const later = makeCore({ dataDir });
    expect(await later.dispatch('vault.unlock', { passphrase: NEW_PASSPHRASE })).toMatchObject({ ok: false, error: { code: 'WRONG_PASSPHRASE' } });
    await later.call('vault.unlock', { passphrase: PASSPHRASE });
    // Once there is room, recovering again works, and the upgrade's own backup opens with what was valid when it was made.
    later.close();
    const roomy = makeCore({ dataDir, migrations: [...migrations, addContacts] });
    await roomy.call('vault.recover', { recoveryKey, newPassphrase: NEW_PASSPHRASE });
    const [upgradeBackup] = (await roomy.call('backup.overview', {})).backups;
    expect(upgradeBackup?.reason).toBe('pre-migration');
    expect(await roomy.dispatch('backup.verify', { path: upgradeBackup!.path, passphrase: PASSPHRASE })).toMatchObject({ ok: true });
    await roomy.call('vault.lock', {});
    await roomy.call('vault.unlock', { passphrase: NEW_PASSPHRASE });
  });

  it('refuses a wrong recovery key and counts it as a failed attempt', async () => {
    const { core, recoveryKey } = await makePractice({ now: () => 5_000_000 });
    await core.call('vault.lock', {});
    const other = formatRecoveryKey(Buffer.alloc(20, 7));
    await expect(core.call('vault.recover', { recoveryKey: other, newPassphrase: NEW_PASSPHRASE })).rejects.toMatchObject({ code: 'WRONG_RECOVERY_KEY' });
    await expect(core.call('vault.recover', { recoveryKey: 'not a key', newPassphrase: NEW_PASSPHRASE })).rejects.toMatchObject({ code: 'WRONG_RECOVERY_KEY' });
    await expect(core.call('vault.recover', { recoveryKey, newPassphrase: 'weak' })).rejects.toMatchObject({ code: 'WEAK_PASSPHRASE' });
    await expect(core.call('vault.recover', { recoveryKey: other, newPassphrase: NEW_PASSPHRASE })).rejects.toMatchObject({ details: { retryAfterMs: 1000 } });
    expect((await core.call('vault.status', {})).state).toBe('locked');
  });

  it('reads keys typed with any case, spacing, look-alike letters or Persian digits', () => {
    const bytes = Buffer.from('00112233445566778899aabbccddeeff01234567', 'hex');
    const text = formatRecoveryKey(bytes);
    expect(parseRecoveryKey(text)).toEqual(bytes);
    expect(parseRecoveryKey(` ${text.toLowerCase().replaceAll('-', '  ')} `)).toEqual(bytes);
    expect(parseRecoveryKey(text.replaceAll('0', 'O').replaceAll('1', 'l'))).toEqual(bytes);
    const persianDigits = text.replace(/[0-9]/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    expect(parseRecoveryKey(persianDigits)).toEqual(bytes);
    expect(parseRecoveryKey(text.slice(0, -1))).toBeNull();
    expect(parseRecoveryKey(`${text.slice(0, -1)}U`)).toBeNull();
  });
});

import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openEncryptedDatabase } from '../../../src/core/db/open';
import { randomKey } from '../../../src/core/vault/crypto';
import { PASSPHRASE, filesContaining, listFiles, makeCore, makePractice, tempDir } from '../support/practice';

const MARKER = 'Zebra-Quokka-7781 сесия جلسه';

describe('nothing readable on disk', () => {
  it('keeps a marker out of every file in the data folder, WAL included, open and after locking', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    const insert = core.vault.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    for (let i = 0; i < 200; i++) insert.run(`note-${i}`, `${MARKER} ${i}`);

    expect(existsSync(join(dataDir, 'coachdesk.db-wal'))).toBe(true);
    expect(listFiles(dataDir).length).toBeGreaterThanOrEqual(3);
    expect(filesContaining(dataDir, MARKER)).toEqual([]);
    expect(filesContaining(dataDir, 'Zebra-Quokka')).toEqual([]);

    await core.call('vault.lock', {});
    expect(filesContaining(dataDir, 'Zebra-Quokka')).toEqual([]);

    // The scan itself would find plain text: the same rows in an unencrypted file are found.
    const Plain = createRequire(import.meta.url)('better-sqlite3');
    const plain = new Plain(join(dataDir, 'control.db'));
    plain.exec('CREATE TABLE t (v TEXT)');
    plain.prepare('INSERT INTO t VALUES (?)').run(MARKER);
    plain.close();
    expect(filesContaining(dataDir, 'Zebra-Quokka')).toEqual([join(dataDir, 'control.db')]);
  });

  it('writes the database in SQLCipher v4 format', async () => {
    const { core } = await makePractice();
    const status = await core.call('app.status', {});
    expect(status.cipher).toBe('sqlcipher');
    expect(status.cipherLibrary).toMatch(/SQLite3 Multiple Ciphers/);
  });

  it('refuses to open when the loaded SQLite has no encryption, and says so', async () => {
    const plainDriver = createRequire(import.meta.url).resolve('better-sqlite3/build/Release/better_sqlite3.node');
    expect(() => openEncryptedDatabase(join(tempDir(), 'x.db'), randomKey(), { nativeBinding: plainDriver })).toThrow(
      expect.objectContaining({ code: 'CIPHER_MISSING', message: expect.stringContaining('encryption library') }),
    );

    const dataDir = tempDir();
    const core = makeCore({ dataDir, nativeBinding: plainDriver });
    const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE });
    await expect(core.call('vault.setupConfirm', { recoveryKey })).rejects.toMatchObject({ code: 'CIPHER_MISSING' });
    expect(existsSync(join(dataDir, 'keys.json'))).toBe(false);
    expect(existsSync(join(dataDir, 'coachdesk.db'))).toBe(false);
  });
});

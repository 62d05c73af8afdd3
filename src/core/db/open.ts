import Database from 'better-sqlite3-multiple-ciphers';
import { dirname } from 'node:path';
import { AppError } from '../../shared/errors';
import { registerSearchFunctions } from '../search/sql-functions';

export type Db = Database.Database;

export interface OpenOptions {
  /** Path to an Electron-ABI build of the driver; tests and the CLI use Node's own. */
  nativeBinding?: string;
  /** Page cache in MiB. Measured here: 256 MiB brings encrypted reads to 0.9–1.5× plain. */
  cacheMiB?: number;
  /** Refuse to create the file: unlocking must never silently start an empty practice. */
  mustExist?: boolean;
  /**
   * Skip SQLCipher's check of each page's HMAC as it is read: only for a read-only check of a
   * file whose every page has already been authenticated apart (sqlcipher-pages.ts), twice as
   * fast. SQLite must never parse a page that could be damaged or forged.
   */
  pagesAuthenticatedElsewhere?: boolean;
}

const HEX = '0123456789abcdef';

/**
 * Opens (or creates) the practice database, encrypted in SQLCipher v4 format with a raw
 * 32-byte key. The key goes to SQLite as a buffer we wipe afterwards, never as a JS string.
 */
export function openEncryptedDatabase(file: string, key: Buffer, options: OpenOptions = {}): Db {
  assertCipherLibrary(options.nativeBinding);
  const db = openDriver(file, options);
  try {
    db.pragma("cipher = 'sqlcipher'");
    db.pragma('legacy = 4');
    // Takes effect with the key, so it is set before it.
    if (options.pagesAuthenticatedElsewhere) db.pragma('hmac_check = 0');
    const rawKey = rawKeyLiteral(key);
    try {
      db.key(rawKey);
    } finally {
      rawKey.fill(0);
    }
    // A wrong key is only noticed on the first read.
    const tables = db.prepare('SELECT count(*) FROM sqlite_schema').pluck().get();
    // A file cut to nothing reads as a new, empty database: unlocking must not start an empty practice in its place.
    if (options.mustExist && tables === 0) throw damagedDatabase(file);
    configure(db, options.cacheMiB ?? 256);
    registerSearchFunctions(db);
    return db;
  } catch (error) {
    db.close();
    throw mapOpenError(error, file);
  }
}

/**
 * Plain better-sqlite3 would accept `PRAGMA key` silently and write plain text, so we
 * refuse to run unless the SQLite3 Multiple Ciphers library is the one actually loaded.
 * Checked on an in-memory database: an encrypted file cannot be queried before its key.
 */
export function assertCipherLibrary(nativeBinding?: string): string {
  const probe = new Database(':memory:', driverOptions(nativeBinding));
  try {
    return cipherLibraryVersion(probe);
  } finally {
    probe.close();
  }
}

function driverOptions(nativeBinding: string | undefined): Database.Options {
  return nativeBinding ? { nativeBinding } : {};
}

function openDriver(file: string, options: OpenOptions): Db {
  try {
    return new Database(file, { ...driverOptions(options.nativeBinding), fileMustExist: options.mustExist ?? false });
  } catch (error) {
    if (options.mustExist && (error as { code?: string }).code === 'SQLITE_CANTOPEN') throw missingDatabase(file);
    throw error;
  }
}

export function missingDatabase(file: string): AppError {
  return new AppError('DB_MISSING', `The practice database ${file} is missing, so there is nothing to unlock. Restore it from a backup; nothing was changed.`);
}

export function cipherLibraryVersion(db: Db): string {
  try {
    return db.prepare('SELECT sqlite3mc_version()').pluck().get() as string;
  } catch {
    throw new AppError(
      'CIPHER_MISSING',
      'The encryption library (SQLite3 Multiple Ciphers) is not loaded, so Coachdesk refuses to open the practice. Reinstall Coachdesk (npm install) and try again.',
    );
  }
}

function configure(db: Db, cacheMiB: number): void {
  db.pragma('journal_mode = WAL');
  // FULL: a transaction that reported success survives power loss, not just a crash.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // Sorts and temporary tables stay in memory, so no plain-text temp file ever hits disk.
  db.pragma('temp_store = MEMORY');
  // Deleted records are overwritten, not left in free pages.
  db.pragma('secure_delete = ON');
  db.pragma(`cache_size = ${-cacheMiB * 1024}`);
  db.pragma('busy_timeout = 5000');
}

function rawKeyLiteral(key: Buffer): Buffer {
  const literal = Buffer.alloc(key.length * 2 + 3);
  literal.write("x'", 0, 'latin1');
  key.forEach((byte, i) => {
    literal[2 + i * 2] = HEX.charCodeAt(byte >> 4);
    literal[3 + i * 2] = HEX.charCodeAt(byte & 15);
  });
  literal.write("'", literal.length - 1, 'latin1');
  return literal;
}

function mapOpenError(error: unknown, file: string): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'SQLITE_CANTOPEN' || code === 'SQLITE_READONLY' || code === 'SQLITE_PERM') {
    return new AppError('STORAGE_READONLY', `Coachdesk cannot write to ${dirname(file)}. Check that the folder exists and is writable; nothing was changed.`);
  }
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') return damagedDatabase(file);
  return error;
}

function damagedDatabase(file: string): AppError {
  return new AppError(
    'DB_CORRUPT',
    `The practice database ${file} could not be read with its key: it is damaged or belongs to another key file. Restore it from a backup; nothing was changed.`,
  );
}

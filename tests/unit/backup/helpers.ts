import { createHash } from 'node:crypto';
import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Core } from '../../../src/core/core';
import { CHECKSUM_BYTES, encodeTrailer, PREAMBLE_FIXED_BYTES, TRAILER_FIXED_BYTES, trailerHeaderLength } from '../../../src/core/backup/format';
import { checkJobs } from '../../../src/core/backup/check-jobs';
import { type Db, openEncryptedDatabase } from '../../../src/core/db/open';
import { dumpEveryTable, fillEveryTable } from '../support/every-table';
import { makePractice, tempDir } from '../support/practice';

/** A backup (format 2) in its parts: the database's bytes, and the header as JSON. */
function backupParts(path: string) {
  const bytes = readFileSync(path);
  const length = trailerHeaderLength(bytes.subarray(bytes.length - TRAILER_FIXED_BYTES), path)!;
  const databaseBytes = bytes.length - TRAILER_FIXED_BYTES - CHECKSUM_BYTES - length;
  return { database: bytes.subarray(0, databaseBytes), header: JSON.parse(bytes.subarray(databaseBytes, databaseBytes + length).toString('utf8')) };
}

/** Rewrites a backup's header (and its checksum, so only the change itself is judged). */
export function rewriteHeader(path: string, change: (header: Record<string, unknown>) => void): void {
  const { database, header } = backupParts(path);
  change(header);
  writeFileSync(path, Buffer.concat([database, encodeTrailer(header)]));
}

/** Where the header starts in a backup file (format 2: after the database). */
export function headerOffset(path: string): number {
  return backupParts(path).database.length;
}

/**
 * Writes the backup at `path` as Coachdesk wrote backups before format 2: the magic, the
 * header's length and the header, the database, and a SHA-256 of all of it.
 */
export function asFormatOne(path: string, to: string): void {
  const { database, header } = backupParts(path);
  const json = Buffer.from(JSON.stringify({ ...header, formatVersion: 1 }), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  const body = Buffer.concat([Buffer.from('COACHDESK-BACKUP\n', 'ascii'), length, json, database]);
  writeFileSync(to, Buffer.concat([body, createHash('sha256').update(body).digest()]));
}

/** Where the database starts in a format 1 backup file. */
export function formatOneDatabaseOffset(path: string): number {
  return PREAMBLE_FIXED_BYTES + readFileSync(path).readUInt32BE(PREAMBLE_FIXED_BYTES - 4);
}

/**
 * What a coach would notice changing: every row, the key slots, and which files the folders hold
 * (not the count of wrong secrets, which a wrong backup passphrase adds to as a wrong unlock does).
 */
export function practiceState(core: Core, dataDir: string) {
  return {
    rows: dumpEveryTable(core.vault.db),
    keys: readFileSync(join(dataDir, 'keys.json'), 'utf8'),
    files: readdirSync(dataDir, { recursive: true }).map(String).filter((name) => !name.endsWith('-wal') && !name.endsWith('-shm') && name !== 'unlock-attempts.json').sort(),
  };
}

export async function backupFiles(core: Core): Promise<string[]> {
  return (await core.call('backup.overview', {})).backups.map((backup) => backup.fileName);
}

/** A copy of a filled practice's database, its key, and the parts of its check. */
export async function databaseCopy() {
  const { core } = await makePractice();
  fillEveryTable(core.vault.db, 200, 'check');
  const { db, dataKey } = core.vault.backupSource();
  db.pragma('wal_checkpoint(TRUNCATE)');
  const file = join(tempDir(), 'copy.db');
  copyFileSync(db.name, file);
  const copy = openEncryptedDatabase(file, dataKey, { mustExist: true });
  const jobs = checkJobs(copy, statSync(file).size)!;
  copy.close();
  return { file, dataKey, jobs };
}

/**
 * A page of the notes' history, for damaging a practice that must still open (the unlock never
 * reads it). The last is on the path a backup's first reads of the practice take (the largest
 * rowid of each table); the first of two or more is not, so only the check of the copy meets it.
 */
export function notesHistoryPage(db: Db, metWhile: 'reading the practice' | 'checking the copy'): number {
  const leaves = db.prepare("SELECT pageno FROM dbstat WHERE name = 'note_revisions' AND pagetype = 'leaf' ORDER BY path").pluck().all() as number[];
  if (leaves.length < 2) throw new Error('fill the practice until its notes\' history spans two pages');
  return metWhile === 'checking the copy' ? leaves[0]! : leaves.at(-1)!;
}

import { createHash } from 'node:crypto';
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Core } from '../../../src/core/core';
import { CHECKSUM_BYTES, encodePreamble, headerLength, PREAMBLE_FIXED_BYTES } from '../../../src/core/backup/format';
import { checkJobs } from '../../../src/core/backup/check-jobs';
import { openEncryptedDatabase } from '../../../src/core/db/open';
import { dumpEveryTable, fillEveryTable } from '../support/every-table';
import { makePractice, tempDir } from '../support/practice';

/** Rewrites a backup's header (and its checksum, so only the change itself is judged). */
export function rewriteHeader(path: string, change: (header: Record<string, unknown>) => void): void {
  const bytes = readFileSync(path);
  const length = headerLength(bytes, path);
  const header = JSON.parse(bytes.subarray(PREAMBLE_FIXED_BYTES, PREAMBLE_FIXED_BYTES + length).toString('utf8'));
  change(header);
  const body = Buffer.concat([encodePreamble(header), bytes.subarray(PREAMBLE_FIXED_BYTES + length, bytes.length - CHECKSUM_BYTES)]);
  writeFileSync(path, Buffer.concat([body, createHash('sha256').update(body).digest()]));
}

/** Where the database bytes start in a backup file. */
export function databaseOffset(path: string): number {
  return PREAMBLE_FIXED_BYTES + headerLength(readFileSync(path), path);
}

/** What a coach would notice changing: every row, the key slots, and which files the folders hold. */
export function practiceState(core: Core, dataDir: string) {
  return {
    rows: dumpEveryTable(core.vault.db),
    keys: readFileSync(join(dataDir, 'keys.json'), 'utf8'),
    files: readdirSync(dataDir, { recursive: true }).map(String).filter((name) => !name.endsWith('-wal') && !name.endsWith('-shm')).sort(),
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
  const jobs = checkJobs(copy)!;
  copy.close();
  return { file, dataKey, jobs };
}

import { createHmac, randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkJobs } from '../../../src/core/backup/check-jobs';
import { openEncryptedDatabase } from '../../../src/core/db/open';
import { LOCK_PAGE, PAGE_BYTES, pageHmacKey, pageIsAuthentic, pagesAreAuthentic } from '../../../src/core/db/sqlcipher-pages';
import { tempDir } from '../support/practice';

const IV_START = PAGE_BYTES - 80;
const HMAC_START = PAGE_BYTES - 64;

/** An encrypted database of a few dozen pages written by the driver, as the app opens it, with everything in the main file. */
function writtenDatabase() {
  const file = join(tempDir(), 'pages.db');
  const key = randomBytes(32);
  const db = openEncryptedDatabase(file, key);
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
  const insert = db.prepare('INSERT INTO notes (body) VALUES (?)');
  for (let i = 0; i < 300; i++) insert.run(`note ${i} `.repeat(40));
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  const pages = statSync(file).size / PAGE_BYTES;
  return { file, key, pages };
}

function verdicts(file: string, key: Buffer): boolean[] {
  const bytes = readFileSync(file);
  const hmacKey = pageHmacKey(key, bytes);
  const result: boolean[] = [];
  for (let page = 1; page * PAGE_BYTES <= bytes.length; page++) result.push(pageIsAuthentic(hmacKey, bytes.subarray((page - 1) * PAGE_BYTES, page * PAGE_BYTES), page));
  return result;
}

function flipByte(file: string, position: number): void {
  const bytes = readFileSync(file);
  bytes[position]! ^= 0x01;
  writeFileSync(file, bytes);
}

describe("SQLCipher's page authentication, checked outside SQLite", () => {
  it('accepts every page of a database the driver wrote', () => {
    const { file, key, pages } = writtenDatabase();
    expect(pages).toBeGreaterThan(20);
    expect(verdicts(file, key).every(Boolean)).toBe(true);
    expect(pagesAreAuthentic(file, key, 1, pages)).toBe(true);
    expect(pagesAreAuthentic(file, key, 5, pages - 4)).toBe(true);
  });

  it('refuses exactly the page where one bit changed: in its ciphertext, its IV or its HMAC', () => {
    const { file, key, pages } = writtenDatabase();
    const cases: [page: number, offset: number][] = [
      [1, 16], // page 1's ciphertext starts after the salt
      [1, HMAC_START + 3],
      [7, 0],
      [7, IV_START + 5],
      [pages, PAGE_BYTES / 2],
      [pages, PAGE_BYTES - 1],
    ];
    for (const [page, offset] of cases) {
      const copy = join(tempDir(), 'damaged.db');
      writeFileSync(copy, readFileSync(file));
      flipByte(copy, (page - 1) * PAGE_BYTES + offset);
      const refused = verdicts(copy, key).flatMap((authentic, index) => (authentic ? [] : [index + 1]));
      expect(refused, `a bit changed at byte ${offset} of page ${page}`).toEqual([page]);
      expect(pagesAreAuthentic(copy, key, 1, pages)).toBe(false);
    }
  });

  it('refuses a page moved to another place, a changed salt and a wrong key', () => {
    const { file, key, pages } = writtenDatabase();
    const bytes = readFileSync(file);
    const swapped = Buffer.from(bytes);
    bytes.copy(swapped, 2 * PAGE_BYTES, 3 * PAGE_BYTES, 4 * PAGE_BYTES);
    bytes.copy(swapped, 3 * PAGE_BYTES, 2 * PAGE_BYTES, 3 * PAGE_BYTES);
    writeFileSync(file, swapped);
    expect(verdicts(file, key).flatMap((authentic, index) => (authentic ? [] : [index + 1]))).toEqual([3, 4]);

    writeFileSync(file, bytes);
    flipByte(file, 3); // inside the salt: every page's HMAC key changes
    expect(verdicts(file, key).some(Boolean)).toBe(false);

    writeFileSync(file, bytes);
    expect(pagesAreAuthentic(file, randomBytes(32), 1, pages)).toBe(false);
  });

  it('tells a file cut short: not a whole number of pages (no check can be planned), or pages asked for past its end', () => {
    const { file, key, pages } = writtenDatabase();
    expect(pagesAreAuthentic(file, key, pages, 2)).toBe(false);
    const db = openEncryptedDatabase(file, key);
    expect(checkJobs(db, pages * PAGE_BYTES)).not.toBeNull();
    expect(checkJobs(db, pages * PAGE_BYTES - 100)).toBeNull();
    db.close();
  });

  it('skips the page at 1 GiB that SQLite keeps for its locks and never writes', () => {
    const { file, key } = writtenDatabase();
    const hmacKey = pageHmacKey(key, readFileSync(file));
    // Pages around it forged with this file's HMAC key, in a sparse file: no test writes a real 1 GiB practice.
    const forged = (number: number) => {
      const page = randomBytes(PAGE_BYTES);
      const pageNumber = Buffer.alloc(4);
      pageNumber.writeUInt32LE(number);
      createHmac('sha512', hmacKey).update(page.subarray(0, HMAC_START)).update(pageNumber).digest().copy(page, HMAC_START);
      return page;
    };
    const fd = openSync(file, 'r+');
    try {
      for (const number of [LOCK_PAGE - 1, LOCK_PAGE + 1, LOCK_PAGE + 2]) writeSync(fd, forged(number), 0, PAGE_BYTES, (number - 1) * PAGE_BYTES);
    } finally {
      closeSync(fd);
    }
    expect(LOCK_PAGE).toBe(262_145);
    expect(pagesAreAuthentic(file, key, LOCK_PAGE - 1, 4)).toBe(true);
    expect(pagesAreAuthentic(file, key, LOCK_PAGE - 2, 2)).toBe(false); // an unwritten page elsewhere is not skipped
  });

  it("is what lets SQLite skip its own check: with it off, a page whose HMAC alone was changed still reads", () => {
    const { file, key, pages } = writtenDatabase();
    flipByte(file, (pages - 1) * PAGE_BYTES + HMAC_START);
    const count = (options: { pagesAuthenticatedElsewhere?: boolean }) => {
      const db = openEncryptedDatabase(file, key, { ...options, mustExist: true });
      try {
        return db.prepare('SELECT count(*) FROM notes').pluck().get();
      } finally {
        db.close();
      }
    };
    expect(count({ pagesAuthenticatedElsewhere: true })).toBe(300);
    // Only that connection skips it: the next one, as the app opens it, still refuses the page.
    expect(() => count({})).toThrow(expect.objectContaining({ code: 'SQLITE_CORRUPT' }));
    expect(pagesAreAuthentic(file, key, 1, pages)).toBe(false);
  });
});

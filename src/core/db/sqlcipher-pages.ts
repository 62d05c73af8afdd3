import { createHmac, pbkdf2Sync, timingSafeEqual } from 'node:crypto';
import { closeSync, openSync, readSync, statSync } from 'node:fs';

/**
 * SQLCipher 4's page authentication, checked with OpenSSL instead of inside SQLite.
 *
 * Why: SQLite3 Multiple Ciphers' own HMAC-SHA512 runs at about 250 MiB/s here, OpenSSL's
 * (Node's crypto) at about 450 MiB/s, and pages can be split among threads at will where
 * SQLite checks a table on one. The backup check therefore authenticates every page here
 * first, then reads its copy through SQLite with `hmac_check` off (open.ts,
 * `pagesAuthenticatedElsewhere`); each alone would miss what the other finds.
 *
 * The format (SQLCipher 4 defaults, as open.ts configures them with `legacy = 4` and a raw
 * key): pages of 4,096 bytes, each ending in an 80-byte reserve that holds a 16-byte IV and
 * a 64-byte HMAC-SHA512. The HMAC covers the page's ciphertext and IV, then the page number
 * (4 bytes, little-endian); page 1's first 16 bytes are the file's salt, outside both. The
 * HMAC key is PBKDF2-HMAC-SHA512 of the raw key over the salt XOR 0x3a, 2 iterations.
 * tests/unit/db/sqlcipher-pages.test.ts holds this against files the driver writes.
 */
export const PAGE_BYTES = 4096;
const SALT_BYTES = 16;
const HMAC_BYTES = 64;
const HMAC_SALT_MASK = 0x3a;
const HMAC_KDF_ITERATIONS = 2;
const KEY_BYTES = 32;
const HMAC_START = PAGE_BYTES - HMAC_BYTES;

/**
 * The page that holds the file's byte 2^30, where SQLite keeps its locks: it never writes it,
 * so in a file over 1 GiB it is a hole of zeros, with no HMAC.
 */
export const LOCK_PAGE = 0x40000000 / PAGE_BYTES + 1;

/** Pages read per system call: 1 MiB. */
const PAGES_PER_READ = 256;

/** The HMAC key of a database file, from its raw key and the salt at the start of its page 1. */
export function pageHmacKey(dataKey: Buffer, firstPage: Buffer): Buffer {
  const salt = Buffer.from(firstPage.subarray(0, SALT_BYTES).map((byte) => byte ^ HMAC_SALT_MASK));
  return pbkdf2Sync(dataKey, salt, HMAC_KDF_ITERATIONS, KEY_BYTES, 'sha512');
}

/** Whether `page` (PAGE_BYTES long) is page `pageNumber` of a file whose HMAC key is `hmacKey`, unchanged. */
export function pageIsAuthentic(hmacKey: Buffer, page: Buffer, pageNumber: number): boolean {
  const number = Buffer.alloc(4);
  number.writeUInt32LE(pageNumber);
  const hmac = createHmac('sha512', hmacKey)
    .update(page.subarray(pageNumber === 1 ? SALT_BYTES : 0, HMAC_START))
    .update(number)
    .digest();
  return timingSafeEqual(hmac, page.subarray(HMAC_START, PAGE_BYTES));
}

/**
 * Whether pages `first` to `first + count - 1` (numbered from 1, as SQLite does) of the
 * encrypted database `file` are all authentic (but the lock page): false at the first that
 * is not, or when the file ends before them.
 */
export function pagesAreAuthentic(file: string, dataKey: Buffer, first: number, count: number): boolean {
  const fd = openSync(file, 'r');
  const buffer = Buffer.allocUnsafe(PAGE_BYTES * PAGES_PER_READ);
  let hmacKey: Buffer | undefined;
  try {
    const firstPage = Buffer.alloc(PAGE_BYTES);
    if (readSync(fd, firstPage, 0, PAGE_BYTES, 0) !== PAGE_BYTES) return false;
    hmacKey = pageHmacKey(dataKey, firstPage);
    for (let done = 0; done < count; ) {
      const wanted = Math.min(PAGES_PER_READ, count - done) * PAGE_BYTES;
      const read = readSync(fd, buffer, 0, wanted, (first - 1 + done) * PAGE_BYTES);
      if (read !== wanted) return false;
      for (let offset = 0; offset < read; offset += PAGE_BYTES, done++) {
        const number = first + done;
        if (number !== LOCK_PAGE && !pageIsAuthentic(hmacKey, buffer.subarray(offset, offset + PAGE_BYTES), number)) return false;
      }
    }
    return true;
  } finally {
    hmacKey?.fill(0);
    closeSync(fd);
  }
}

/** Whether every page of the encrypted database `file` is authentic, and the file a whole number of pages. */
export function fileIsAuthentic(file: string, dataKey: Buffer): boolean {
  const bytes = statSync(file).size;
  return bytes > 0 && bytes % PAGE_BYTES === 0 && pagesAreAuthentic(file, dataKey, 1, bytes / PAGE_BYTES);
}

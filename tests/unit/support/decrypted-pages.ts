import { createDecipheriv } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/**
 * The plain text of an encrypted practice's pages, as SQLCipher v4 lays them out with a raw key:
 * each page AES-256-CBC encrypted, its IV in the 80 bytes reserved at the page's end (IV, then
 * HMAC), page 1 starting after the 16-byte salt. With this, a test can look for what a deleted
 * record left behind in free space, which scanning the encrypted file could never show.
 */
const RESERVE = 80;

function decryptPage(page: Buffer, key: Buffer, isFirst: boolean): Buffer {
  const iv = page.subarray(page.length - RESERVE, page.length - RESERVE + 16);
  const decipher = createDecipheriv('aes-256-cbc', key, iv).setAutoPadding(false);
  return Buffer.concat([decipher.update(page.subarray(isFirst ? 16 : 0, page.length - RESERVE)), decipher.final()]);
}

export function decryptedDatabase(file: string, key: Buffer, pageSize: number): Buffer {
  const bytes = readFileSync(file);
  const pages: Buffer[] = [];
  for (let offset = 0; offset + pageSize <= bytes.length; offset += pageSize) pages.push(decryptPage(bytes.subarray(offset, offset + pageSize), key, offset === 0));
  return Buffer.concat(pages);
}

/** Every frame of a WAL file (32-byte header; each frame a 24-byte header and a page). */
export function decryptedWal(file: string, key: Buffer, pageSize: number): Buffer {
  if (!existsSync(file)) return Buffer.alloc(0);
  const bytes = readFileSync(file);
  const pages: Buffer[] = [];
  for (let offset = 32; offset + 24 + pageSize <= bytes.length; offset += 24 + pageSize) {
    const pageNumber = bytes.readUInt32BE(offset);
    pages.push(decryptPage(bytes.subarray(offset + 24, offset + 24 + pageSize), key, pageNumber === 1));
  }
  return Buffer.concat(pages);
}

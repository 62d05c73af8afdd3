import { writeFileAtomic } from '../../fs/atomic-write';

/**
 * Writes a rendered PDF to the path the coach chose: a temporary sibling, flushed, renamed
 * over, so a crash never leaves half a document. Readable only by the coach (0600), like the
 * practice's own files. A full disk or a read-only folder surfaces as DISK_FULL or
 * STORAGE_READONLY with the old file untouched.
 */
export function savePdf(path: string, pdf: Uint8Array): void {
  writeFileAtomic(path, pdf);
}

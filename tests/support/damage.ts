import { readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';

/**
 * Ways a practice's database file gets damaged (a failing disk, a sync tool, a crash mid-copy),
 * each one an unlock notices: page 1, which every unlock reads, overwritten partly; the file cut
 * short; cut to nothing; or gone. And one it does not: bytes in the middle of the file, on a
 * page an unlock does not read. Used by the unit, CLI and browser tests alike.
 */
export type Damage = 'page-overwritten' | 'cut-in-half' | 'cut-to-nothing' | 'missing' | 'middle-overwritten';

/** `page` (1-based, of SQLCipher's 4 KiB pages) places 'middle-overwritten' on a page known not to be read at unlock. */
export function damageDatabase(file: string, damage: Damage, page?: number): void {
  if (damage === 'missing') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    return;
  }
  if (damage === 'cut-in-half') return truncateSync(file, Math.floor(statSync(file).size / 2) + 100);
  if (damage === 'cut-to-nothing') return truncateSync(file, 0);
  const bytes = readFileSync(file);
  const middle = page ? (page - 1) * 4096 + 200 : Math.floor(bytes.length / 2);
  const at = damage === 'middle-overwritten' ? middle : 1000;
  bytes.fill(0x55, at, at + 100);
  writeFileSync(file, bytes);
}

import { existsSync, renameSync } from 'node:fs';
import type { PracticeFiles } from '../paths';

/**
 * Moves practice files no one can open out of the way, under a name that says why and when
 * (`coachdesk.db.unopenable-2026-…`, beside the original in the data folder), so what replaces
 * them starts clean and nothing is deleted: the coach, or someone helping them, may still get
 * something out of them. Returns where each file went.
 */
export function setAsidePracticeFiles(files: PracticeFiles, why: 'orphan' | 'unopenable', at: Date, withKeys: boolean): string[] {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  const moves = ['', '-wal', '-shm'].map((suffix) => [files.database + suffix, `${files.database}.${why}-${stamp}${suffix}`]);
  if (withKeys) moves.push([files.keys, `${files.keys}.${why}-${stamp}`]);
  const moved: string[] = [];
  for (const [from, to] of moves) {
    if (!existsSync(from!)) continue;
    renameSync(from!, to!);
    moved.push(to!);
  }
  return moved;
}

import { existsSync, statSync } from 'node:fs';
import type { UnopenableReason } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import type { PracticeFiles } from '../paths';
import { keyFileExists, readKeyFile } from './key-file';

/**
 * What an unlock learnt when the key slot opened (so the data key was the right one for this
 * key file) and the database still could not be read: which files it found so. Held only in
 * memory, and only as long as both files are the ones it tried: a file put back or replaced
 * since (a good copy from elsewhere) has to be tried again before it counts as damaged.
 */
export interface DamageFinding {
  database: string;
  keys: string;
}

export function damageFinding(files: PracticeFiles): DamageFinding {
  return { database: identity(files.database), keys: identity(files.keys) };
}

/**
 * The one rule for "this locked practice cannot be opened by anyone", which is what lets a
 * restore replace it without its passphrase (a healthy locked practice must be unlocked first,
 * or anyone at the computer could replace it). Null for a practice that is not set up (no key
 * file: restoring into it is always allowed) and for one that may well open:
 *
 * - keys-damaged: keys.json is there but cannot be read or parsed, so no secret can open it;
 * - database-missing: the key file is there, the database is not;
 * - database-damaged: an unlock opened the key slot and then failed to read the database
 *   (DB_CORRUPT), and neither file has changed since.
 */
export function unopenableReason(files: PracticeFiles, finding: DamageFinding | undefined): UnopenableReason | null {
  if (!keyFileExists(files.keys)) return null;
  if (!keyFileReadable(files.keys)) return 'keys-damaged';
  if (!existsSync(files.database)) return 'database-missing';
  if (finding && finding.database === identity(files.database) && finding.keys === identity(files.keys)) return 'database-damaged';
  return null;
}

/** A healthy practice is replaced only once unlocked: its data is backed up first, and whoever restores knows its passphrase. */
export function lockedForRestore(): AppError {
  return new AppError('LOCKED', 'Unlock the practice first: its current data is backed up before a restore replaces it.');
}

function keyFileReadable(path: string): boolean {
  try {
    readKeyFile(path);
    return true;
  } catch {
    return false;
  }
}

/** Enough to tell one version of a file from another without reading it. */
function identity(path: string): string {
  const stat = statSync(path, { throwIfNoEntry: false, bigint: true });
  return stat ? `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}` : 'missing';
}

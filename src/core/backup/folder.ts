import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../../shared/errors';
import type { Settings } from '../../shared/settings';
import { toStorageError } from '../fs/errors';
import { practiceFiles } from '../paths';

export interface BackupFolder {
  folder: string;
  isDefault: boolean;
}

/** The folder the coach chose, else the practice's own `backups` folder. */
export function backupFolder(settings: Pick<Settings, 'backupFolder'>, dataDir: string): BackupFolder {
  return settings.backupFolder ? { folder: settings.backupFolder, isDefault: false } : { folder: practiceFiles(dataDir).backups, isDefault: true };
}

export async function isReachable(folder: string): Promise<boolean> {
  try {
    if (!(await stat(folder)).isDirectory()) return false;
    await access(folder, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The default folder is ours to create. A chosen one (a USB drive, a synced folder) never
 * is: if the drive is missing, creating its path would quietly fill this computer's disk.
 */
export async function prepareFolder({ folder, isDefault }: BackupFolder): Promise<void> {
  if (isDefault) await mkdir(folder, { recursive: true, mode: 0o700 });
  else if (!(await isReachable(folder))) throw unreachable(folder);
}

/** A folder the coach picks must exist and take a file, checked by writing one. */
export async function checkChosenFolder(folder: string): Promise<void> {
  try {
    if (!(await stat(folder)).isDirectory()) throw unreachable(folder);
  } catch (error) {
    throw error instanceof AppError ? error : unreachable(folder);
  }
  const probe = join(folder, `.coachdesk-write-test-${randomBytes(6).toString('hex')}`);
  try {
    await writeFile(probe, '', { flag: 'wx', mode: 0o600 });
    await rm(probe, { force: true });
  } catch (error) {
    const mapped = toStorageError(error, folder);
    throw mapped instanceof AppError ? mapped : unreachable(folder);
  }
}

export function unreachable(folder: string): AppError {
  return new AppError('BACKUP_FOLDER_UNREACHABLE', `The backup folder ${folder} cannot be reached. Connect the drive it is on, or choose another folder.`, { folder });
}

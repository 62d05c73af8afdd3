import type { BackupNotice } from '../../shared/contract';
import { lastHeldOn } from '../backup/retention-outlook';
import type { CoreContext } from '../context';
import { readSettings } from '../settings/settings-store';

/**
 * What older backups still hold of a client about to be erased. Any backup made since the
 * client was added may hold them (a backup cannot be read without its key, and guessing low
 * would be the wrong way round). Backups saved elsewhere ("Save a backup as…") are not known
 * here; the notice in the app says so.
 */
export async function backupNotice(context: CoreContext, clientCreatedAt: string): Promise<BackupNotice> {
  const overview = await context.backups.overview();
  const backups = context.backups.own(overview.backups);
  const settings = readSettings(context.vault.db);
  const since = (createdAt: string) => createdAt >= clientCreatedAt;
  const holding = backups.filter((backup) => since(backup.createdAt));
  const policy = { daily: settings.backupKeepDaily, weekly: settings.backupKeepWeekly, monthly: settings.backupKeepMonthly };
  return {
    backupsHoldingClient: holding.length,
    holdsUntil: lastHeldOn(backups, (backup) => since(backup.createdAt), policy, context.now()),
    keptUntilDeleted: holding.filter((backup) => backup.state !== 'verified').length,
    folderUnreachable: !overview.folderReachable,
    folder: overview.folder,
  };
}

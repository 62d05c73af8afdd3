import type { backupContract } from '../../shared/contract';
import type { HandlerGroup } from '../api/types';
import { refuseOwnFile } from '../fs/own-files';
import type { BackupSecret } from './backup-key';

function secretOf(input: { passphrase: string } | { recoveryKey: string }): BackupSecret {
  return 'passphrase' in input ? { passphrase: input.passphrase } : { recoveryKey: input.recoveryKey };
}

export const backupHandlers: HandlerGroup<keyof typeof backupContract> = {
  'backup.overview': (_, { backups }) => backups.overview(),
  'backup.status': (_, { backups }) => backups.status(),
  'backup.create': ({ path }, { backups, dataDir }) => {
    if (path) refuseOwnFile(path, dataDir);
    return backups.create(path);
  },
  'backup.setFolder': ({ path }, { backups }) => backups.setFolder(path),
  'backup.inspect': ({ path }, { backups }) => backups.inspect(path),
  'backup.restore': (input, { backups }) => backups.restore(input.path, secretOf(input)),
  'backup.verify': (input, { backups }) => backups.verify(input.path, secretOf(input)),
  'dialog.pick': async ({ kind, defaultName }, { dialogs, pathGrants }) => {
    const path = dialogs ? await dialogs.pick(kind, { defaultName }) : null;
    // What the coach chose here is what later calls may read or write (fs/path-grants.ts).
    if (path) pathGrants.record(kind, path);
    return { path };
  },
};

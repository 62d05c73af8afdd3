import type { PracticeStatus } from '../../shared/contract';
import type { HandlerGroup } from '../api/types';
import { countRows } from '../db/counts';
import { cipherLibraryVersion } from '../db/open';

export const appHandlers: HandlerGroup<'app.status'> = {
  'app.status': (_, { vault, appVersion, dataDir }): PracticeStatus => {
    const db = vault.db;
    return {
      appVersion,
      schemaVersion: db.pragma('user_version', { simple: true }) as number,
      cipher: String(db.pragma('cipher', { simple: true })),
      cipherLibrary: cipherLibraryVersion(db),
      dataDir,
      counts: countRows(db),
    };
  },
};

import type { PracticeAbout } from '../../shared/contract';
import type { HandlerGroup } from '../api/types';
import type { CoreContext } from '../context';
import { countRows } from '../db/counts';
import { cipherLibraryVersion } from '../db/open';

function about({ vault, appVersion, dataDir }: CoreContext): PracticeAbout {
  const db = vault.db;
  return {
    appVersion,
    schemaVersion: db.pragma('user_version', { simple: true }) as number,
    cipher: String(db.pragma('cipher', { simple: true })),
    cipherLibrary: cipherLibraryVersion(db),
    dataDir,
  };
}

export const appHandlers: HandlerGroup<'app.about' | 'app.status'> = {
  'app.about': (_, context) => about(context),
  'app.status': (_, context) => ({ ...about(context), counts: countRows(context.vault.db) }),
};

import type { PracticeStatus } from '../../shared/contract';
import type { HandlerGroup } from '../api/types';
import { cipherLibraryVersion } from '../db/open';

export const appHandlers: HandlerGroup<'app.status'> = {
  'app.status': (_, { vault, appVersion, dataDir }): PracticeStatus => {
    const db = vault.db;
    const tables = db
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[];
    const counts = Object.fromEntries(
      tables.map((name) => [name, db.prepare(`SELECT count(*) FROM "${name.replaceAll('"', '""')}"`).pluck().get() as number]),
    );
    return {
      appVersion,
      schemaVersion: db.pragma('user_version', { simple: true }) as number,
      cipher: String(db.pragma('cipher', { simple: true })),
      cipherLibrary: cipherLibraryVersion(db),
      dataDir,
      counts,
    };
  },
};

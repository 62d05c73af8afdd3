import { AppError } from '../../shared/errors';
import type { Migration } from './migration';
import type { Db } from './open';

export interface MigrateOptions {
  appVersion: string;
  /** Called once before any change to a practice that already holds data; a failure stops the migration. */
  backupBeforeMigrating(fromVersion: number, toVersion: number): Promise<void>;
}

export function latestVersion(migrations: readonly Migration[]): number {
  return migrations.length === 0 ? 0 : Math.max(...migrations.map((m) => m.version));
}

/**
 * Brings the schema up to date: all pending migrations run in one transaction, so a
 * failure (or a crash) leaves the practice exactly as it was. A practice written by a
 * newer Coachdesk is refused rather than opened, since this version cannot know its rules.
 */
export async function migrate(db: Db, migrations: readonly Migration[], options: MigrateOptions): Promise<{ from: number; to: number }> {
  assertNumbered(migrations);
  const latest = latestVersion(migrations);
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > latest) throw tooNewError(db, current, latest, options.appVersion);
  if (current === latest) return { from: current, to: current };

  if (current > 0) await options.backupBeforeMigrating(current, latest);
  db.transaction(() => {
    for (const migration of migrations) {
      if (migration.version > current) migration.up(db);
    }
    db.prepare("INSERT INTO meta (key, value) VALUES ('last_app_version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(options.appVersion);
    db.pragma(`user_version = ${latest}`);
  })();
  return { from: current, to: latest };
}

function assertNumbered(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) throw new Error(`Migration ${migration.name} is numbered ${migration.version}; expected ${index + 1}`);
  });
}

function tooNewError(db: Db, found: number, supported: number, appVersion: string): AppError {
  let writtenBy = 'a newer version';
  try {
    const row = db.prepare("SELECT value FROM meta WHERE key = 'last_app_version'").pluck().get() as string | undefined;
    if (row) writtenBy = `Coachdesk ${row}`;
  } catch {
    // The meta table may itself have changed shape; the versions below still tell the story.
  }
  return new AppError(
    'DB_TOO_NEW',
    `This practice was last saved by ${writtenBy} (data version ${found}); this is Coachdesk ${appVersion}, which reads up to data version ${supported}. Install the newer Coachdesk to open it; nothing was changed.`,
    { found, supported, writtenBy, appVersion },
  );
}

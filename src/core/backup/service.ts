import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import type { BackupInspection, BackupOverview, BackupReason, BackupStatus, BackupSummary, RestoreResult } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings';
import { toErrorShape } from '../api/error-mapping';
import type { RestoreGate } from '../api/restore-gate';
import type { Db } from '../db/open';
import type { CoreEvents } from '../events';
import { readSettings, writeSettings } from '../settings/settings-store';
import { wipe } from '../vault/crypto';
import type { Vault } from '../vault/vault';
import type { BackupSecret } from './backup-key';
import type { WorkerRuntime } from '../workers/spawn-worker';
import { readContainerHeader } from './container';
import { DAY_MS, DailyBackupTimer } from './daily-timer';
import { backupFolder, checkChosenFolder, isReachable, prepareFolder, unreachable } from './folder';
import { assertReadable } from './format';
import type { BackupIo } from './io';
import { refuseExisting } from '../fs/export-target';
import { BackupInterruption } from './interruption';
import { freeBackupPath, listBackups, mayBeOf } from './list';
import { progressReporter, type Report, reportEnd } from './progress';
import { restoreBackup } from './restore';
import { backupsToPrune } from './retention';
import { SummaryCache } from './summary-cache';
import { verifyBackupFile } from './verify';
import { type BackupSource, writeBackup, type WriteBackupOptions, type WritePhase, type WrittenBackup } from './write-backup';

export interface BackupServiceOptions {
  vault: Vault;
  events: CoreEvents;
  dataDir: string;
  appVersion: string;
  /** The newest data version this Coachdesk reads; newer backups are refused. */
  supportedSchema: number;
  now(): number;
  io: BackupIo;
  runtime: WorkerRuntime;
  nativeDialogs: boolean;
  /** Closed for the whole of a restore, so no call acts on the practice it is replacing. */
  restoreGate: RestoreGate;
}

/**
 * How a backup's phases share its progress bar. The copy and the check overlap, and both
 * show the check's progress (the copy's pages are checked as they arrive); the end of the
 * file and its flush are the last few percent.
 */
const WRITE_SHARE: Record<WritePhase, [number, number]> = { snapshot: [0, 0.95], verifying: [0, 0.95], writing: [0.95, 1] };

function overall(phase: WritePhase, fraction: number): number {
  const [from, to] = WRITE_SHARE[phase];
  return from + (to - from) * fraction;
}

/**
 * Backups and restores for the open practice: one at a time (a second is refused as busy),
 * with progress events, retention after each backup, a daily timer while unlocked, one on
 * quit, and the pre-migration copy the vault asks for.
 */
export class BackupService {
  readonly timer: DailyBackupTimer;
  private running: Promise<unknown> | undefined;
  private lastAutomaticFailure: BackupStatus['lastAutomaticFailure'] = null;
  /** `total_changes()` when the last backup was taken (or the practice opened): quitting without changes needs no backup. */
  private changesAtLastBackup = 0;
  /** Headers already read: the status is asked for on every page, the daily timer every ten minutes. */
  private readonly summaries = new SummaryCache();
  /** Bulk writes under way (`duringBulkWrite`): daily backups wait for them. */
  private bulkWrites = 0;
  /** Every backup file is written under it, the pre-migration one (outside `running`) included. */
  private readonly interruption = new BackupInterruption();

  constructor(private readonly options: BackupServiceOptions) {
    this.timer = new DailyBackupTimer(options.now, () => this.lastGoodAt(), () => this.automatic('daily'));
  }

  async overview(): Promise<BackupOverview> {
    const { settings, folder, isDefault, reachable, backups } = await this.folderContents();
    return {
      folder,
      isDefaultFolder: isDefault,
      nativeDialogs: this.options.nativeDialogs,
      ...this.statusOf(settings, reachable, backups),
      backups,
      vaultId: this.options.vault.vaultId(),
    };
  }

  /** The overview's warnings without its list, for the dashboard and the navigation on every page. */
  async status(): Promise<BackupStatus> {
    const { settings, reachable, backups } = await this.folderContents();
    return this.statusOf(settings, reachable, backups);
  }

  /** The backup folder the settings name, whether it can be reached, and the backups in it. */
  private async folderContents() {
    const settings = this.settings();
    const { folder, isDefault } = backupFolder(settings, this.options.dataDir);
    const reachable = isDefault || (await isReachable(folder));
    const backups = reachable && existsSync(folder) ? await this.list(folder) : [];
    return { settings, folder, isDefault, reachable, backups };
  }

  private statusOf(settings: Settings, folderReachable: boolean, backups: readonly BackupSummary[]): BackupStatus {
    const lastGoodAt = this.own(backups).find((backup) => backup.state === 'verified')?.createdAt ?? null;
    const stale = lastGoodAt === null ? !this.justSetUp() : this.options.now() - Date.parse(lastGoodAt) > settings.backupWarnAfterDays * DAY_MS;
    return { folderReachable, lastGoodAt, stale, warnAfterDays: settings.backupWarnAfterDays, lastAutomaticFailure: this.lastAutomaticFailure };
  }

  /**
   * A practice set up less than a day ago: its first backup is made within a minute (the daily
   * timer, or on quit), and one that fails is shown as such, so having none yet is no warning:
   * it was the first thing a new coach saw.
   */
  private justSetUp(): boolean {
    const createdAt = this.options.vault.createdAt();
    return createdAt !== null && this.options.now() - Date.parse(createdAt) < DAY_MS;
  }

  /** Back up now: into the backup folder (then prune it), or to a file the coach chose. */
  create(path?: string, reason: BackupReason = 'manual'): Promise<BackupSummary> {
    return this.exclusive('backup', (report) => this.backUp(reason, path, report));
  }

  async setFolder(path: string | null): Promise<BackupOverview> {
    if (path !== null) await checkChosenFolder(path);
    const settings = writeSettings(this.options.vault.db, { backupFolder: path ?? '' });
    this.options.events.emit('settings.changed', settings);
    return this.overview();
  }

  /** What a backup file holds, from its header; no key needed, nothing read beyond it. */
  async inspect(path: string): Promise<BackupInspection> {
    const { header, sizeBytes } = await readContainerHeader(path);
    assertReadable(header, this.options.supportedSchema, this.options.appVersion);
    const { createdAt, reason, appVersion, schemaVersion, counts } = header;
    return { path, sizeBytes, createdAt, reason, appVersion, schemaVersion, counts, samePractice: header.keys.vaultId === this.options.vault.vaultId() };
  }

  /** The full check of a backup file with its own secret, in a scratch folder; the practice is untouched. */
  async verify(path: string, secret: BackupSecret): Promise<BackupInspection> {
    const inspection = await this.inspect(path);
    await this.options.vault.withBackupSecret(() => verifyBackupFile(path, secret, { io: this.options.io, runtime: this.options.runtime }));
    return inspection;
  }

  restore(path: string, secret: BackupSecret): Promise<RestoreResult> {
    return this.options.vault.whileReplacing(async () => {
      const result = await this.restoreExclusively(path, secret);
      // The restored practice has its own settings (language, folder): everyone re-reads them.
      this.options.events.emit('settings.changed', this.settings());
      return result;
    });
  }

  private restoreExclusively(path: string, secret: BackupSecret): Promise<RestoreResult> {
    const { vault, io, appVersion, supportedSchema, runtime, now, restoreGate } = this.options;
    const backUpCurrent = async (onProgress: (fraction: number) => void) => {
      const folder = await this.safetyFolder(this.settings());
      const target = freeBackupPath(folder, new Date(now()), 'pre-restore');
      const written = await this.write(vault.backupSource(), target, 'pre-restore', (phase, fraction) => onProgress(overall(phase, fraction)));
      return written.path;
    };
    return this.exclusive('restore', (report) =>
      restoreGate.closedDuring(() => vault.withBackupSecret(() => restoreBackup(path, secret, { vault, files: vault.files, io, appVersion, supportedSchema, runtime, now, report, backUpCurrent }))),
    );
  }

  /**
   * The vault's pre-migration copy: the chosen folder when reachable, else the practice's own.
   * Its progress shows on the unlock screen (a large practice takes a while); during a restore,
   * whose own progress is showing, it reports none.
   */
  async beforeMigrating(source: BackupSource): Promise<void> {
    const report: Report = this.running ? () => {} : progressReporter(this.options.events, 'upgrade');
    const folder = await this.safetyFolder(this.settingsOf(source.db));
    const target = freeBackupPath(folder, new Date(this.options.now()), 'pre-migration');
    await reportEnd(report, this.writeFile(source, { ...this.writeOptions(target, 'pre-migration'), onProgress: (phase, fraction) => report(phase, overall(phase, fraction)) }));
  }

  /**
   * Runs `write`, a long bulk write (demo data), with daily backups put off until it ends: a
   * backup of a half-written demo is of no use, and its checks would take both cores from the
   * writing (a 10,000-client demo from the command line took 74 s with one under way, 60 s
   * without). The daily timer tries again at its next check, ten minutes later.
   */
  async duringBulkWrite<T>(write: () => Promise<T>): Promise<T> {
    this.bulkWrites++;
    try {
      return await write();
    } finally {
      this.bulkWrites--;
    }
  }

  /** Daily and on-quit backups: never throw; a failure is remembered and shown on the Backups page. */
  async automatic(reason: 'daily' | 'quit'): Promise<void> {
    if (!this.options.vault.isUnlocked || this.running || (reason === 'daily' && this.bulkWrites > 0)) return;
    try {
      await this.create(undefined, reason);
      this.lastAutomaticFailure = null;
    } catch (error) {
      const { code, details } = toErrorShape(error);
      this.lastAutomaticFailure = { code, details, at: new Date(this.options.now()).toISOString() };
      // The code only: a folder name may be something the coach typed.
      console.error(`[coachdesk] automatic backup (${reason}) failed: ${code}`);
    }
  }

  onOpened(db: Db): void {
    this.changesAtLastBackup = totalChanges(db);
    this.timer.start();
  }

  onLocked(): void {
    this.timer.stop();
  }

  /** No further automatic backup; a running backup or restore allowed to finish. */
  async idle(): Promise<void> {
    this.timer.stop();
    await this.running?.catch(() => {});
  }

  /**
   * For a process being stopped (the command line's Ctrl-C, or a kill): a backup being written
   * stops at its next step and removes its temporary file, so none is left beside an `--out`
   * file; any asked for afterwards fails at once. Resolves once they have ended, and a running
   * restore with them (its journal makes it safe to stop, but it is let finish).
   */
  async interrupt(): Promise<void> {
    await this.interruption.stop();
    await this.idle();
  }

  /** On quit: let a running backup or restore finish, then back up if anything changed. */
  async shutdown(): Promise<void> {
    await this.idle();
    const { vault } = this.options;
    if (!vault.isUnlocked) return;
    if (totalChanges(vault.db) !== this.changesAtLastBackup || (await this.lastGoodAt()) === null) await this.automatic('quit');
  }

  /** When the newest good backup in the folder was made; null when none (or the folder is out of reach). */
  async lastGoodAt(): Promise<number | null> {
    try {
      const { folder } = backupFolder(this.settings(), this.options.dataDir);
      if (!existsSync(folder)) return null;
      const newest = this.own(await this.list(folder)).find((backup) => backup.state === 'verified');
      return newest ? Date.parse(newest.createdAt) : null;
    } catch {
      return null;
    }
  }

  private async backUp(reason: BackupReason, path: string | undefined, report: Report): Promise<BackupSummary> {
    const settings = this.settings();
    const chosen = backupFolder(settings, this.options.dataDir);
    let target: string;
    if (path) {
      // Exactly the path given (the CLI's --out FILE, which `backup verify FILE` then reads); the app's
      // save-as adds the extension to a name typed without it (withBackupExtension) before calling.
      target = path;
      if (!(await isReachable(dirname(target)))) throw unreachable(dirname(target));
      refuseExisting(target);
    } else {
      await prepareFolder(chosen);
      target = freeBackupPath(chosen.folder, new Date(this.options.now()), reason);
    }
    const written = await this.write(this.options.vault.backupSource(), target, reason, (phase, fraction) => report(phase, overall(phase, fraction)));
    if (dirname(target) === chosen.folder) await this.prune(chosen.folder, settings);
    const { createdAt, schemaVersion, counts, appVersion } = written.header;
    return { path: target, fileName: basename(target), sizeBytes: written.sizeBytes, createdAt, state: 'verified', reason, appVersion, schemaVersion, counts, vaultId: written.header.keys.vaultId };
  }

  private async write(source: BackupSource, target: string, reason: BackupReason, onProgress: (phase: WritePhase, fraction: number) => void) {
    const changes = totalChanges(source.db);
    try {
      const written = await this.writeFile(source, { ...this.writeOptions(target, reason), onProgress });
      this.changesAtLastBackup = changes;
      return written;
    } finally {
      wipe(source.dataKey);
    }
  }

  private writeOptions(target: string, reason: BackupReason) {
    const { appVersion, io, runtime, now } = this.options;
    return { target, reason, appVersion, io, runtime, createdAt: new Date(now()) };
  }

  /** Every backup file is written here, so `interrupt` can stop it. */
  private writeFile(source: BackupSource, options: WriteBackupOptions): Promise<WrittenBackup> {
    return this.interruption.track(writeBackup(source, { ...options, signal: this.interruption.signal }));
  }

  /** Pruning never fails a backup that was made; it is tried again after the next one. */
  private async prune(folder: string, settings: Settings): Promise<void> {
    try {
      const policy = { daily: settings.backupKeepDaily, weekly: settings.backupKeepWeekly, monthly: settings.backupKeepMonthly };
      for (const surplus of backupsToPrune(this.own(await this.list(folder)), policy, this.options.now())) await rm(surplus.path, { force: true });
    } catch (error) {
      console.error(`[coachdesk] pruning old backups failed: ${toErrorShape(error).code}`);
    }
  }

  /** Copies made before a restore or an upgrade must not wait for a missing drive. */
  private async safetyFolder(settings: Pick<Settings, 'backupFolder'>): Promise<string> {
    const chosen = backupFolder(settings, this.options.dataDir);
    if (!chosen.isDefault && (await isReachable(chosen.folder))) return chosen.folder;
    const fallback = backupFolder({ backupFolder: '' }, this.options.dataDir);
    await prepareFolder(fallback);
    return fallback.folder;
  }

  private async exclusive<T>(operation: 'backup' | 'restore', work: (report: Report) => Promise<T>): Promise<T> {
    if (this.running) throw new AppError('BACKUP_BUSY', 'A backup or restore is already running. Wait for it to finish and try again.');
    const report = progressReporter(this.options.events, operation);
    const promise = work(report);
    this.running = promise;
    try {
      return await reportEnd(report, promise);
    } finally {
      this.running = undefined;
    }
  }

  /** Of the backups listed, those that may be this practice's (`mayBeOf`). */
  own(backups: readonly BackupSummary[]): BackupSummary[] {
    return mayBeOf(this.options.vault.vaultId(), backups);
  }

  private list(folder: string): Promise<BackupSummary[]> {
    return listBackups(folder, this.options.supportedSchema, this.options.appVersion, this.summaries);
  }

  private settings(): Settings {
    return readSettings(this.options.vault.db);
  }

  /** Before a migration the settings table may be older than this code; defaults then. */
  private settingsOf(db: Db): Settings {
    try {
      return readSettings(db);
    } catch {
      return DEFAULT_SETTINGS;
    }
  }
}

function totalChanges(db: Db): number {
  return db.prepare('SELECT total_changes()').pluck().get() as number;
}

import type { Input, Method, Output } from '../shared/contract';
import { AppError } from '../shared/errors';
import { dispatch } from './api/dispatch';
import { handlers } from './api/handlers';
import { RestoreGate } from './api/restore-gate';
import type { CallResult } from './api/types';
import { type BackupIo, backupIo } from './backup/io';
import { BackupService } from './backup/service';
import type { CoreContext } from './context';
import { latestVersion } from './db/migrate';
import type { Migration } from './db/migration';
import { migrations } from './db/migrations';
import type { NativeDialogs } from './dialogs';
import { CoreEvents } from './events';
import { PathGrants } from './fs/path-grants';
import { removeWritesLeftByACrash } from './fs/unfinished-writes';
import { practiceFiles } from './paths';
import type { NativePrinter } from './printing';
import { PreferencesState } from './settings/preferences';
import { type RebuildTiming, SearchRebuilder } from './search/search-rebuilder';
import { SEARCH_SOURCES } from './search/sources';
import { ReminderService } from './sessions/reminders';
import { readSettings } from './settings/settings-store';
import { APP_VERSION } from './version';
import type { Argon2Params } from './vault/crypto';
import type { DeviceKeyStore } from './vault/device-key-store';
import { Vault } from './vault/vault';
import type { WorkerRuntime } from './workers/spawn-worker';

export interface CoreOptions {
  dataDir: string;
  deviceKeyStore?: DeviceKeyStore;
  nativeBinding?: string;
  /** The folder of the built worker scripts (the Electron bundle's); runs from source load the TypeScript. */
  builtWorkers?: string;
  /** The system's locale, used for the language of the very first screen. */
  systemLocale?: string;
  kdf?: Argon2Params;
  now?: () => number;
  /**
   * False: nothing checks for idleness on its own, and tests on a clock of their own call
   * `vault.checkIdle()`. A real-time check would read that clock as it jumps days ahead between
   * two statements, and lock the practice under a test that runs slowly.
   */
  idleLockTimer?: boolean;
  appVersion?: string;
  /** Native file pickers, from the Electron shell only. */
  dialogs?: NativeDialogs;
  /** The system print dialog, from the Electron shell only. */
  printer?: NativePrinter;
  /** Tests steer the disk here: free space, failing writes, crashing at a step. */
  backupIo?: Partial<BackupIo>;
  /** Tests simulate an upgrade by adding migrations; the app always uses its own list. */
  migrations?: readonly Migration[];
  /** Tests make a search index's rebuild after an update outlast the unlock. */
  searchRebuild?: RebuildTiming;
}

/**
 * Coachdesk's core, as the shell, the browser bridge and the CLI use it. Everything goes
 * through `dispatch` (validated against the contract); `call` is the typed convenience.
 */
export class Core {
  readonly context: CoreContext;
  /** Session reminders, checked while the practice is open. */
  readonly reminders: ReminderService;
  /** Search indexes an update changed, rebuilt while the practice is open. */
  readonly searchIndexes: SearchRebuilder;

  constructor(options: CoreOptions) {
    const events = new CoreEvents();
    const appVersion = options.appVersion ?? APP_VERSION;
    const now = options.now ?? Date.now;
    const schema = options.migrations ?? migrations;
    const preferences = new PreferencesState(practiceFiles(options.dataDir).preferences, options.systemLocale ?? Intl.DateTimeFormat().resolvedOptions().locale);
    const vault: Vault = new Vault({
      dataDir: options.dataDir,
      appVersion,
      migrations: schema,
      deviceKeyStore: options.deviceKeyStore,
      nativeBinding: options.nativeBinding,
      kdf: options.kdf,
      now,
      idleLockTimer: options.idleLockTimer,
      backupBeforeMigrating: (source) => backups.beforeMigrating(source),
      onOpened: (db) => {
        // The search definitions in this code describe its own latest schema (tests may open older ones).
        if (db.pragma('user_version', { simple: true }) === latestVersion(migrations)) this.searchIndexes.start(db);
        const settings = readSettings(db);
        preferences.follow(settings);
        vault.setAutoLockMinutes(settings.autoLockMinutes);
        this.reminders.start();
        backups.onOpened(db);
        removeWritesLeftByACrash(db);
      },
      // Reminders were held off while the files were replaced (reminders.ts).
      onReplaced: () => {
        this.reminders.check();
        this.searchIndexes.resume(vault.db);
      },
      onLocked: (reason) => {
        this.reminders.stop();
        this.searchIndexes.stop();
        backups.onLocked();
        events.emit('vault.locked', { reason });
      },
    });
    this.reminders = new ReminderService(vault, events, now);
    this.searchIndexes = new SearchRebuilder(SEARCH_SOURCES, (db) => vault.isUnlocked && vault.db === db && !vault.isBeingReplaced, options.searchRebuild);
    const workers: WorkerRuntime = { nativeBinding: options.nativeBinding, builtWorkers: options.builtWorkers };
    const restoreGate = new RestoreGate();
    const backups = new BackupService({
      vault,
      events,
      dataDir: options.dataDir,
      appVersion,
      supportedSchema: latestVersion(schema),
      now,
      io: backupIo(options.backupIo),
      runtime: workers,
      nativeDialogs: options.dialogs !== undefined,
      restoreGate,
    });
    this.context = { vault, events, preferences, appVersion, dataDir: options.dataDir, now, backups, restoreGate, workers, dialogs: options.dialogs, pathGrants: new PathGrants(options.dialogs !== undefined), printer: options.printer };
  }

  get events(): CoreEvents {
    return this.context.events;
  }

  get vault(): Vault {
    return this.context.vault;
  }

  dispatch(method: unknown, input: unknown): Promise<CallResult> {
    return dispatch(handlers, this.context, method, input);
  }

  /** Typed call for in-process callers; failures are thrown as AppError. */
  async call<M extends Method>(method: M, input: Input<M>): Promise<Output<M>> {
    const result = await this.dispatch(method, input);
    if (!result.ok) throw new AppError(result.error.code, result.error.message, result.error.details);
    return result.value as Output<M>;
  }

  /** Quitting (the shell's before-quit, the bridge's shutdown): the on-quit backup, then close. */
  async shutdown(): Promise<void> {
    try {
      await this.context.backups.shutdown();
    } finally {
      this.close();
    }
  }

  /**
   * Closes once a running backup or restore has finished, without one of its own: the end of a
   * command line's command, during which the daily backup may have started (a minute in).
   */
  async closeWhenIdle(): Promise<void> {
    try {
      await this.context.backups.idle();
    } finally {
      this.close();
    }
  }

  /**
   * The process is being stopped (the command line's Ctrl-C or kill): a backup being written
   * stops and removes its temporary file. Resolves once it has; the caller then ends the process.
   */
  interrupt(): Promise<void> {
    return this.context.backups.interrupt();
  }

  close(): void {
    this.reminders.stop();
    this.context.backups.timer.stop();
    this.context.vault.close();
  }
}

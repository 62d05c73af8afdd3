import type { RestoreGate } from './api/restore-gate';
import type { BackupService } from './backup/service';
import type { NativeDialogs } from './dialogs';
import type { CoreEvents } from './events';
import type { PathGrants } from './fs/path-grants';
import type { NativePrinter } from './printing';
import type { PreferencesState } from './settings/preferences';
import type { Vault } from './vault/vault';
import type { WorkerRuntime } from './workers/spawn-worker';

/** What every handler may use; features reach the database through `vault.db`. */
export interface CoreContext {
  vault: Vault;
  events: CoreEvents;
  preferences: PreferencesState;
  appVersion: string;
  dataDir: string;
  /** The clock (milliseconds); tests pass a fake one. */
  now: () => number;
  backups: BackupService;
  /** Refuses calls while a restore runs; the entrance (dispatch) passes every call through it. */
  restoreGate: RestoreGate;
  /** For work that would hold up the app (whole-practice exports, backup checks) in worker threads. */
  workers: WorkerRuntime;
  /** Present only in the Electron shell. */
  dialogs?: NativeDialogs;
  /** The files and folders the renderer may name: with native dialogs, only those the coach picked or the core handed out. */
  pathGrants: PathGrants;
  /** Present only in the Electron shell. */
  printer?: NativePrinter;
}

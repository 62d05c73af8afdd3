import type { Input, Method, Output } from '../shared/contract';
import { AppError } from '../shared/errors';
import { dispatch } from './api/dispatch';
import { handlers } from './api/handlers';
import type { CallResult } from './api/types';
import type { CoreContext } from './context';
import { migrations } from './db/migrations';
import { CoreEvents } from './events';
import { practiceFiles } from './paths';
import { PreferencesState } from './settings/preferences';
import { ReminderService } from './sessions/reminders';
import { readSettings } from './settings/settings-store';
import { APP_VERSION } from './version';
import type { Argon2Params } from './vault/crypto';
import type { DeviceKeyStore } from './vault/device-key-store';
import { Vault } from './vault/vault';

export interface CoreOptions {
  dataDir: string;
  deviceKeyStore?: DeviceKeyStore;
  nativeBinding?: string;
  /** The system's locale, used for the language of the very first screen. */
  systemLocale?: string;
  kdf?: Argon2Params;
  now?: () => number;
  appVersion?: string;
}

/**
 * Coachdesk's core, as the shell, the browser bridge and the CLI use it. Everything goes
 * through `dispatch` (validated against the contract); `call` is the typed convenience.
 */
export class Core {
  readonly context: CoreContext;
  /** Session reminders, checked while the practice is open. */
  readonly reminders: ReminderService;

  constructor(options: CoreOptions) {
    const events = new CoreEvents();
    const now = options.now ?? Date.now;
    const preferences = new PreferencesState(practiceFiles(options.dataDir).preferences, options.systemLocale ?? Intl.DateTimeFormat().resolvedOptions().locale);
    const vault = new Vault({
      dataDir: options.dataDir,
      appVersion: options.appVersion ?? APP_VERSION,
      migrations,
      deviceKeyStore: options.deviceKeyStore,
      nativeBinding: options.nativeBinding,
      kdf: options.kdf,
      now: options.now,
      onOpened: (db) => {
        const settings = readSettings(db);
        preferences.follow(settings);
        vault.setAutoLockMinutes(settings.autoLockMinutes);
        this.reminders.start();
      },
      onLocked: (reason) => {
        this.reminders.stop();
        events.emit('vault.locked', { reason });
      },
    });
    this.reminders = new ReminderService(vault, events, now);
    this.context = { vault, events, preferences, appVersion: options.appVersion ?? APP_VERSION, dataDir: options.dataDir, now };
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

  close(): void {
    this.reminders.stop();
    this.context.vault.close();
  }
}

import { timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { UnopenableReason, VaultStatus } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import type { Db } from '../db/open';
import { fileIsAuthentic } from '../db/sqlcipher-pages';
import { settleRestore } from '../backup/restore-journal';
import { practiceFiles } from '../paths';
import { UnlockAttempts } from './attempts';
import { DEFAULT_ARGON2, wipe } from './crypto';
import { openWithDevice, withDeviceSlot } from './device-key-store';
import { IdleTimer } from './idle-timer';
import { LockHold } from './lock-hold';
import { OpenElsewhereGuard } from './open-elsewhere';
import { type KeyFile, keyFileExists, readKeyFile, writeKeyFile } from './key-file';
import { openWithPassphrase, openWithRecoveryKey, sealWithPassphrase } from './key-slots';
import { type PendingSetup, prepareNewPractice, requireStrong, wipePending } from './new-practice';
import { type OpenVault, keepSlots, openPracticeDatabase } from './open-practice';
import { parseRecoveryKey } from './recovery-key';
import { setAsidePracticeFiles } from './set-aside';
import type { LockReason, VaultOptions } from './vault-options';
import { type DamageFinding, damageFinding, lockedForRestore, unopenableReason } from './unopenable';

export type { LockReason, VaultOptions } from './vault-options';

/**
 * The practice's lock: creates the encrypted database, opens it with a passphrase,
 * recovery key or device key, and closes it again (wiping the key) on lock or idleness.
 */
export class Vault {
  readonly files;
  private readonly now: () => number;
  private readonly attempts: UnlockAttempts;
  private readonly idle: IdleTimer;
  private pending: PendingSetup | undefined;
  private opened: OpenVault | undefined;
  private opening: Promise<void> | undefined;
  private readonly elsewhere: OpenElsewhereGuard;
  private readonly lockHold = new LockHold();
  /** Set when an unlock got past the key slot and then could not read the database (unopenable.ts). */
  private damage: DamageFinding | undefined;

  constructor(private readonly options: VaultOptions) {
    this.files = practiceFiles(options.dataDir);
    this.now = options.now ?? Date.now;
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    this.elsewhere = new OpenElsewhereGuard(options.dataDir);
    // Before anything reads the practice: finish or undo a restore a crash interrupted (not
    // one that another process, open on this folder, is making now).
    if (!this.elsewhere.othersMarked()) settleRestore(this.files);
    this.attempts = new UnlockAttempts(this.files.attempts, this.now);
    this.idle = new IdleTimer(this.now, () => this.lock('idle'), options.idleLockTimer ?? true);
  }

  get isSetUp(): boolean {
    return keyFileExists(this.files.keys);
  }

  get isUnlocked(): boolean {
    return this.opened !== undefined;
  }

  /** The open database; every data call goes through here and is refused while locked. */
  get db(): Db {
    return this.requireOpen().db;
  }

  status(): Pick<VaultStatus, 'state' | 'setupPending' | 'deviceUnlock' | 'retryAfterMs' | 'unopenable'> {
    const setUp = this.isSetUp;
    const unopenable = this.unopenable();
    return {
      state: this.opened ? 'unlocked' : setUp ? 'locked' : 'new',
      setupPending: this.pending !== undefined,
      deviceUnlock: {
        supported: this.options.deviceKeyStore?.isSecure() ?? false,
        // A damaged key file must not stop the lock screen from showing (and offering a restore).
        enabled: setUp && unopenable !== 'keys-damaged' && this.readKeys().slots.device !== undefined,
      },
      retryAfterMs: this.attempts.retryAfterMs(),
      unopenable,
    };
  }

  /** Why the locked practice cannot be opened by anyone, or null (unopenable.ts has the rule). */
  unopenable(): UnopenableReason | null {
    return this.opened ? null : unopenableReason(this.files, this.damage);
  }

  /** Prepares a new practice and returns its recovery key; nothing is written yet. */
  async beginSetup(passphrase: string): Promise<{ recoveryKey: string }> {
    if (this.isSetUp) throw new AppError('ALREADY_SET_UP', 'A practice already exists in this folder. Unlock it instead.');
    requireStrong(passphrase);
    this.cancelSetup();
    const { pending, recoveryKeyText } = await prepareNewPractice(passphrase, this.options.kdf ?? DEFAULT_ARGON2, this.now());
    this.pending = pending;
    return { recoveryKey: recoveryKeyText };
  }

  cancelSetup(): void {
    wipePending(this.pending);
    this.pending = undefined;
  }

  /**
   * The coach has retyped the recovery key: create the database, then write the key file
   * last, so a crash in between leaves no half-made practice that looks complete.
   */
  async confirmSetup(recoveryKeyText: string, initialise: (db: Db) => void): Promise<void> {
    const pending = this.pending;
    if (!pending) throw new AppError('SETUP_NOT_STARTED', 'Setup has not started or was cancelled. Start again from the first step.');
    const typed = parseRecoveryKey(recoveryKeyText);
    if (!typed || !timingSafeEqual(typed, pending.recoveryKey)) {
      throw new AppError('RECOVERY_KEY_MISMATCH', 'That does not match the recovery key shown. Check each group of four characters and try again.');
    }
    this.setAsideOrphanDatabase();
    try {
      await this.openDatabase(Buffer.from(pending.dataKey), pending.keyFile, initialise);
      writeKeyFile(this.files.keys, pending.keyFile);
    } catch (error) {
      this.closeDatabase();
      this.setAsideOrphanDatabase();
      throw error;
    }
    this.cancelSetup();
  }

  async unlock(passphrase: string): Promise<void> {
    if (this.opened) return;
    const keyFile = this.readKeys();
    this.attempts.assertMayTry();
    const dataKey = await openWithPassphrase(keyFile, passphrase);
    if (!dataKey) this.attempts.refuse('WRONG_PASSPHRASE', 'That passphrase is not correct. Check the keyboard language and Caps Lock, or use your recovery key.');
    this.attempts.reset();
    await this.openDatabase(dataKey, keyFile);
  }

  /** Opens a backup with the secret typed for it, a wrong one counted as a wrong unlock (attempts.ts). */
  withBackupSecret<T>(attempt: () => Promise<T>): Promise<T> {
    return this.attempts.tryBackupSecret(attempt);
  }

  async unlockWithDevice(): Promise<void> {
    if (this.opened) return;
    const keyFile = this.readKeys();
    await this.openDatabase(openWithDevice(keyFile, this.options.deviceKeyStore), keyFile);
  }

  /**
   * Opens with the recovery key and replaces the forgotten passphrase. A locked practice is
   * opened (and upgraded) first and the new slot written only then, so when it cannot open (no
   * room for the backup before an upgrade) the old passphrase stands and the error is true to say
   * nothing was changed. The upgrade's backup holds the slots valid when it was made: the old ones.
   */
  async recover(recoveryKeyText: string, newPassphrase: string): Promise<void> {
    requireStrong(newPassphrase);
    await this.refuseIfOpenElsewhere();
    const keyFile = this.readKeys();
    this.attempts.assertMayTry();
    const recoveryKey = parseRecoveryKey(recoveryKeyText);
    const dataKey = recoveryKey && openWithRecoveryKey(keyFile, recoveryKey);
    wipe(recoveryKey);
    if (!dataKey) this.attempts.refuse('WRONG_RECOVERY_KEY', 'That recovery key is not correct. Check each group of four characters against the sheet you saved.');
    this.attempts.reset();
    const kdf = this.options.kdf ?? keyFile.slots.passphrase.kdf;
    const passphrase = await sealWithPassphrase(dataKey, newPassphrase, keyFile, kdf);
    // An unlock under way would open without the new slot: wait for it, then see which case this is.
    while (this.opening) await this.opening.catch(() => {});
    if (this.opened) {
      // Open already: its slots are what backups and later key changes copy, so they must be the new ones.
      wipe(dataKey);
      keepSlots(this.files.keys, this.opened, { ...this.opened.keyFile.slots, passphrase });
    } else await this.openDatabase(dataKey, keyFile, undefined, { ...keyFile, slots: { ...keyFile.slots, passphrase } });
  }

  /** Rewraps the same data key under a new passphrase; the database is not touched. */
  async changePassphrase(currentPassphrase: string, newPassphrase: string): Promise<void> {
    const opened = this.requireOpen();
    requireStrong(newPassphrase);
    await this.refuseIfOpenElsewhere();
    this.attempts.assertMayTry();
    const check = await openWithPassphrase(opened.keyFile, currentPassphrase);
    if (!check) this.attempts.refuse('WRONG_PASSPHRASE', 'Your current passphrase is not correct, so it was not changed.');
    wipe(check);
    this.attempts.reset();
    const kdf = this.options.kdf ?? DEFAULT_ARGON2;
    const passphrase = await sealWithPassphrase(opened.dataKey, newPassphrase, opened.keyFile, kdf);
    keepSlots(this.files.keys, opened, { ...opened.keyFile.slots, passphrase });
  }

  /** Writes or removes the device's key slot; refused, as a passphrase change, while another process has the practice open. */
  async setDeviceUnlock(enabled: boolean): Promise<void> {
    this.requireOpen();
    await this.refuseIfOpenElsewhere();
    const opened = this.requireOpen();
    keepSlots(this.files.keys, opened, withDeviceSlot(opened.keyFile.slots, opened.dataKey, this.options.deviceKeyStore, enabled));
  }

  setAutoLockMinutes(minutes: number): void {
    if (this.opened) this.idle.start(minutes);
  }

  touch(): void {
    this.idle.touch();
  }

  /** Exposed for tests driving a fake clock. */
  checkIdle(): boolean {
    return this.idle.check();
  }

  lock(reason: LockReason = 'manual'): void {
    if (!this.lockHold.defer(reason)) this.lockNow(reason);
  }

  private lockNow(reason: LockReason): void {
    if (!this.opened) return;
    this.closeDatabase();
    this.options.onLocked?.(reason);
  }

  close(): void {
    this.cancelSetup();
    this.closeDatabase();
  }

  /** For what replaces the practice's files (a restore, new key slots): see open-elsewhere.ts. */
  refuseIfOpenElsewhere(): Promise<void> {
    return this.elsewhere.refuseIfOpen(() => this.opened?.db);
  }

  /** What a backup is made from. The key is a copy: the caller wipes it when done. */
  backupSource(): { db: Db; dataKey: Buffer; keyFile: KeyFile } {
    const { db, dataKey, keyFile } = this.requireOpen();
    return { db, dataKey: Buffer.from(dataKey), keyFile };
  }

  /**
   * Runs `read`, which reads the database file on a connection of its own, with a copy of the
   * data key; the file is not replaced (a restore) until it ends.
   */
  async readElsewhere<T>(read: (file: string, dataKey: Buffer) => Promise<T>): Promise<T> {
    const { db, dataKey } = this.backupSource();
    return this.elsewhere.track(read(db.name, dataKey));
  }

  /** The practice's identity (from keys.json, readable while locked); null before setup or when keys.json is damaged. */
  vaultId(): string | null {
    return this.isSetUp && this.unopenable() !== 'keys-damaged' ? this.readKeys().vaultId : null;
  }

  /** When the practice was set up (from keys.json: a restore brings the restored practice's); null as for `vaultId`. */
  createdAt(): string | null {
    return this.isSetUp && this.unopenable() !== 'keys-damaged' ? this.readKeys().createdAt : null;
  }

  /**
   * Closes the practice, lets `swap` move restored files into place, and opens the result
   * with `dataKey` (which the vault then owns). No 'locked' event: the practice stays open.
   */
  async reopenAfter(swap: () => void, dataKey: Buffer): Promise<void> {
    // Their connections hold the files open: on Windows they could not be replaced.
    await this.elsewhere.readersDone();
    this.cancelSetup();
    this.closeDatabase();
    try {
      swap();
    } catch (error) {
      wipe(dataKey);
      throw error;
    }
    try {
      await this.openDatabase(dataKey, readKeyFile(this.files.keys));
    } catch (error) {
      // Closed, with the restored files in place: the window must show the lock screen, not a practice that answers "locked".
      this.options.onLocked?.('manual');
      throw error;
    }
  }

  /** Runs a replacement of the practice's files (a restore) with locks held off until it ends: see lock-hold.ts. */
  whileReplacing<T>(replace: () => Promise<T>): Promise<T> {
    return this.lockHold.during(replace, (wanted) => {
      if (wanted) this.lock(wanted);
      else if (this.opened) this.options.onReplaced?.();
    });
  }

  get isBeingReplaced(): boolean {
    return this.lockHold.active;
  }

  /**
   * For when the open practice could not be backed up: whether a page of its database file is
   * damaged (one an unlock did not need to read). If so it is locked, and counts as unopenable
   * from then on (unopenable.ts), so a restore can set it aside instead of backing it up first.
   */
  lockIfDamaged(): boolean {
    const { db, dataKey } = this.requireOpen();
    try {
      // What the WAL holds belongs in the file before its pages are judged.
      db.pragma('wal_checkpoint(TRUNCATE)');
    } catch {
      // The pages decide.
    }
    if (fileIsAuthentic(db.name, dataKey)) return false;
    // Now, not once the restore asking has ended (lock-hold.ts): it sets the practice aside only once closed.
    this.lockNow('manual');
    this.damage = damageFinding(this.files);
    return true;
  }

  /** A database without a key file cannot be opened by anyone; keep it, out of the way. */
  setAsideOrphanDatabase(): string[] {
    if (this.isSetUp) return [];
    return setAsidePracticeFiles(this.files, 'orphan', new Date(this.now()), false);
  }

  /**
   * Before a restore into a practice that is not open: an orphan database, or the files of an
   * unopenable practice (its key file too, as the backup's replaces it), kept out of the way.
   * Returns where they went; refuses a practice that may still open.
   */
  setAsideForRestore(): string[] {
    // An open practice is backed up before a restore instead (restore.ts); never set aside under it.
    if (this.opened) throw new Error('setAsideForRestore: the practice is open');
    if (!this.isSetUp) return this.setAsideOrphanDatabase();
    if (!this.unopenable()) throw lockedForRestore();
    this.damage = undefined;
    return setAsidePracticeFiles(this.files, 'unopenable', new Date(this.now()), true);
  }

  /**
   * Two unlock calls racing (a double click) must not open the database twice. `newKeys`
   * (recovery's new passphrase) is written once the database has opened and been upgraded, and
   * the practice is then held with it; if it cannot be written, the practice stays closed.
   */
  private async openDatabase(dataKey: Buffer, keyFile: KeyFile, initialise?: (db: Db) => void, newKeys?: KeyFile): Promise<void> {
    if (this.opened || this.opening) {
      wipe(dataKey);
      return this.opening;
    }
    this.opening = this.openAndMigrate(dataKey, keyFile, initialise, newKeys);
    try {
      await this.opening;
    } finally {
      this.opening = undefined;
    }
  }

  private async openAndMigrate(dataKey: Buffer, keyFile: KeyFile, initialise?: (db: Db) => void, newKeys?: KeyFile): Promise<void> {
    let db: Db;
    try {
      db = await openPracticeDatabase(this.files, dataKey, keyFile, this.options, initialise, newKeys);
    } catch (error) {
      wipe(dataKey);
      // The key came from a slot of this key file, so the key is right and the database is what fails
      // (PRACTICE_DAMAGED: the copy made before upgrading it met a damaged page).
      if (!initialise && error instanceof AppError && (error.code === 'DB_CORRUPT' || error.code === 'PRACTICE_DAMAGED')) this.damage = damageFinding(this.files);
      throw error;
    }
    this.damage = undefined;
    this.opened = { db, dataKey, keyFile: newKeys ?? keyFile };
    this.elsewhere.hold();
    try {
      this.options.onOpened?.(db);
    } catch (error) {
      this.closeDatabase();
      throw error;
    }
  }

  private closeDatabase(): void {
    this.idle.stop();
    this.elsewhere.release();
    if (!this.opened) return;
    const { db, dataKey } = this.opened;
    this.opened = undefined;
    try {
      db.close();
    } finally {
      wipe(dataKey);
    }
  }

  private readKeys(): KeyFile {
    if (this.opened) return this.opened.keyFile;
    if (!this.isSetUp) throw new AppError('NOT_SET_UP', 'There is no practice in this folder yet. Create one first.');
    return readKeyFile(this.files.keys);
  }

  private requireOpen(): OpenVault {
    if (!this.opened) throw new AppError('LOCKED', 'The practice is locked. Unlock it with your passphrase to continue.');
    return this.opened;
  }
}

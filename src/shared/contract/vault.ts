import { z } from 'zod';
import { Language } from '../languages';
import { Theme } from '../settings';
import { publicMethod, unlockedMethod } from './define';

const NoInput = z.object({}).strict();
const Passphrase = z.string().min(1).max(1024);
const RecoveryKey = z.string().min(1).max(200);

export const VaultState = z.enum(['new', 'locked', 'unlocked']);
export type VaultState = z.infer<typeof VaultState>;

/**
 * Why a locked practice cannot be opened by anyone (src/core/vault/unopenable.ts): its key file
 * is damaged, its database is missing, or an unlock found the database damaged. Only then may a
 * backup be restored without unlocking first.
 */
export const UnopenableReason = z.enum(['keys-damaged', 'database-missing', 'database-damaged']);
export type UnopenableReason = z.infer<typeof UnopenableReason>;

export const VaultStatus = z.object({
  state: VaultState,
  /** Set up has begun (the recovery key was shown) but not yet been confirmed. */
  setupPending: z.boolean(),
  deviceUnlock: z.object({
    /** This platform offers a secure OS key store (never Linux's plain-text fallback). */
    supported: z.boolean(),
    enabled: z.boolean(),
  }),
  /** After repeated wrong attempts, how long until the next one is accepted. */
  retryAfterMs: z.number().int().min(0),
  /** Null unless the locked practice is known to be unopenable; the lock screen then offers a restore. */
  unopenable: UnopenableReason.nullable(),
  /** The shell offers native file pickers (Electron); the browser types paths. */
  nativeDialogs: z.boolean(),
  /** Kept outside the vault so the lock screen speaks the coach's language. */
  language: Language,
  theme: Theme,
});
export type VaultStatus = z.infer<typeof VaultStatus>;

export const vaultContract = {
  'vault.status': publicMethod(NoInput, VaultStatus),
  /** Starts a practice: returns the recovery key; nothing is written until it is confirmed. */
  'vault.setupBegin': publicMethod(
    z.object({ passphrase: Passphrase, language: Language.optional() }).strict(),
    z.object({ recoveryKey: z.string() }),
  ),
  'vault.setupCancel': publicMethod(NoInput, VaultStatus),
  /** The coach retypes the recovery key; then the practice is written and opened. */
  'vault.setupConfirm': publicMethod(z.object({ recoveryKey: RecoveryKey }).strict(), VaultStatus),
  'vault.unlock': publicMethod(z.object({ passphrase: Passphrase }).strict(), VaultStatus),
  'vault.unlockWithDevice': publicMethod(NoInput, VaultStatus),
  'vault.recover': publicMethod(
    z.object({ recoveryKey: RecoveryKey, newPassphrase: Passphrase }).strict(),
    VaultStatus,
  ),
  'vault.lock': publicMethod(NoInput, VaultStatus),
  'vault.changePassphrase': unlockedMethod(
    z.object({ currentPassphrase: Passphrase, newPassphrase: Passphrase }).strict(),
    z.object({ changed: z.literal(true) }),
  ),
  'vault.setDeviceUnlock': unlockedMethod(z.object({ enabled: z.boolean() }).strict(), VaultStatus),
  /** The renderer reports coach activity (typing, clicking) so auto-lock measures real idleness. */
  'vault.touch': unlockedMethod(NoInput, z.object({ ok: z.literal(true) })),
};

import type { vaultContract, VaultStatus } from '../../shared/contract';
import type { HandlerGroup } from '../api/types';
import type { CoreContext } from '../context';
import { initialisePractice } from '../settings/initialise';

export function vaultStatus({ vault, preferences, dialogs }: CoreContext): VaultStatus {
  return { ...vault.status(), language: preferences.language, theme: preferences.theme, nativeDialogs: dialogs !== undefined };
}

export const vaultHandlers: HandlerGroup<keyof typeof vaultContract> = {
  'vault.status': (_, context) => vaultStatus(context),
  'vault.setupBegin': async ({ passphrase, language }, context) => {
    const result = await context.vault.beginSetup(passphrase);
    if (language) context.preferences.set({ language, theme: context.preferences.theme });
    return result;
  },
  'vault.setupCancel': (_, context) => {
    context.vault.cancelSetup();
    return vaultStatus(context);
  },
  'vault.setupConfirm': async ({ recoveryKey }, context) => {
    await context.vault.confirmSetup(recoveryKey, (db) => initialisePractice(db, context));
    return vaultStatus(context);
  },
  'vault.unlock': async ({ passphrase }, context) => {
    await context.vault.unlock(passphrase);
    return vaultStatus(context);
  },
  'vault.unlockWithDevice': async (_, context) => {
    await context.vault.unlockWithDevice();
    return vaultStatus(context);
  },
  'vault.recover': async ({ recoveryKey, newPassphrase }, context) => {
    await context.vault.recover(recoveryKey, newPassphrase);
    return vaultStatus(context);
  },
  'vault.lock': (_, context) => {
    context.vault.lock('manual');
    return vaultStatus(context);
  },
  'vault.changePassphrase': async ({ currentPassphrase, newPassphrase }, { vault }) => {
    await vault.changePassphrase(currentPassphrase, newPassphrase);
    return { changed: true as const };
  },
  'vault.setDeviceUnlock': async ({ enabled }, context) => {
    await context.vault.setDeviceUnlock(enabled);
    return vaultStatus(context);
  },
  'vault.touch': (_, { vault }) => {
    vault.touch();
    return { ok: true as const };
  },
};

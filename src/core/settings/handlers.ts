import type { HandlerGroup } from '../api/types';
import { applySettings } from './apply';
import { logoForContract, readLogo, writeLogo } from './logo-store';
import { readSettings, writeSettings } from './settings-store';

export const settingsHandlers: HandlerGroup<'settings.get' | 'settings.update' | 'settings.logo' | 'settings.setLogo'> = {
  'settings.get': (_, { vault }) => readSettings(vault.db),
  'settings.update': (update, context) => {
    const settings = writeSettings(context.vault.db, update);
    applySettings(context, settings, update.autoLockMinutes !== undefined);
    return settings;
  },
  'settings.logo': (_, { vault }) => logoForContract(readLogo(vault.db)),
  'settings.setLogo': ({ logo }, { vault, now }) => logoForContract(writeLogo(vault.db, logo, new Date(now()).toISOString())),
};

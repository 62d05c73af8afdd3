import type { HandlerGroup } from '../api/types';
import { logoForContract, readLogo, writeLogo } from './logo-store';
import { readSettings, writeSettings } from './settings-store';

export const settingsHandlers: HandlerGroup<'settings.get' | 'settings.update' | 'settings.logo' | 'settings.setLogo'> = {
  'settings.get': (_, { vault }) => readSettings(vault.db),
  'settings.update': (update, { vault, preferences, events }) => {
    const settings = writeSettings(vault.db, update);
    preferences.follow(settings);
    if (update.autoLockMinutes !== undefined) vault.setAutoLockMinutes(settings.autoLockMinutes);
    events.emit('settings.changed', settings);
    return settings;
  },
  'settings.logo': (_, { vault }) => logoForContract(readLogo(vault.db)),
  'settings.setLogo': ({ logo }, { vault, now }) => logoForContract(writeLogo(vault.db, logo, new Date(now()).toISOString())),
};

import type { Settings } from '../../shared/settings';
import type { CoreContext } from '../context';

/**
 * Settings just written take effect at once, whichever way they came (the settings page or
 * a restored export): the preferences file follows them (best effort: the change is committed
 * already, see preferences.ts), the idle timer runs on the new auto-lock minutes, and every
 * window re-reads them. `autoLockChanged` is false when the minutes were not part of the
 * change, so saving a theme does not restart the idle count.
 */
export function applySettings({ vault, preferences, events }: Pick<CoreContext, 'vault' | 'preferences' | 'events'>, settings: Settings, autoLockChanged: boolean): void {
  preferences.follow(settings);
  if (autoLockChanged) vault.setAutoLockMinutes(settings.autoLockMinutes);
  events.emit('settings.changed', settings);
}

import { NumberInput, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client';
import { vaultStatusQuery } from '../app/queries';
import { errorText } from '../i18n/error-text';
import { useVaultAction } from '../vault/useVaultAction';
import { SettingsSection } from './SettingsSection';
import { useSettings } from './useSettings';

export function SecuritySettings() {
  const { t } = useTranslation();
  const { settings, update } = useSettings();
  const { data: status } = useQuery(vaultStatusQuery);
  const deviceUnlock = useVaultAction((enabled: boolean) => call('vault.setDeviceUnlock', { enabled }));
  if (!settings || !status) return null;

  return (
    <SettingsSection title={t('settings.security')}>
      <NumberInput
        label={t('settings.autoLock')}
        description={t('settings.autoLockDescription')}
        suffix={` ${t('settings.minutesSuffix')}`}
        min={0}
        max={1440}
        allowDecimal={false}
        allowNegative={false}
        defaultValue={settings.autoLockMinutes}
        onBlur={(event) => {
          const minutes = Number.parseInt(event.currentTarget.value, 10);
          if (Number.isInteger(minutes) && minutes !== settings.autoLockMinutes) update.mutate({ autoLockMinutes: Math.min(1440, minutes) });
        }}
        error={update.error ? errorText(t, update.error) : undefined}
        maw={280}
        data-testid="auto-lock-minutes"
      />
      <Switch
        label={t('settings.deviceUnlock')}
        description={status.deviceUnlock.supported ? t('settings.deviceUnlockDescription') : t('settings.deviceUnlockUnsupported')}
        checked={status.deviceUnlock.enabled}
        disabled={!status.deviceUnlock.supported || deviceUnlock.isPending}
        onChange={(event) => deviceUnlock.mutate(event.currentTarget.checked)}
        error={deviceUnlock.error ? errorText(t, deviceUnlock.error) : undefined}
      />
    </SettingsSection>
  );
}

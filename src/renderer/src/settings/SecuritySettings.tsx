import { Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client';
import { vaultStatusQuery } from '../app/queries';
import { errorText } from '../i18n/error-text';
import { useVaultAction } from '../vault/useVaultAction';
import { AutoLockField } from './AutoLockField';
import { SettingsSection } from './SettingsSection';
import { useSettings } from './useSettings';

export function SecuritySettings() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const { data: status } = useQuery(vaultStatusQuery);
  const deviceUnlock = useVaultAction((enabled: boolean) => call('vault.setDeviceUnlock', { enabled }));
  if (!settings || !status) return null;

  return (
    <SettingsSection title={t('settings.security')}>
      <AutoLockField />
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

import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../app/queries';
import { type NumberSetting, SettingNumberField } from '../settings/SettingNumberField';
import { SettingsSection } from '../settings/SettingsSection';
import { useSettings } from '../settings/useSettings';
import { backupOverviewQuery, refreshBackupStatus } from './queries';
import { FieldGrid } from '../components/FieldGrid';

const FIELDS = [
  ['backupKeepDaily', 1, 366],
  ['backupKeepWeekly', 0, 520],
  ['backupKeepMonthly', 0, 1200],
  ['backupWarnAfterDays', 1, 366],
] as const satisfies readonly (readonly [NumberSetting, number, number])[];

/** How many old backups to keep, and when to warn that none is recent. */
export function RetentionSettings() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  if (!settings) return null;
  // The warning's number of days changes what the page and the dashboard say.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: backupOverviewQuery.queryKey });
    void refreshBackupStatus();
  };
  return (
    <SettingsSection title={t('backups.retention.title')}>
      <Text size="sm">{t('backups.retention.description')}</Text>
      <FieldGrid cols={{ base: 1, sm: 2 }}>
        {FIELDS.map(([key, min, max]) => (
          <SettingNumberField key={key} setting={key} min={min} max={max} label={t(`backups.retention.${key}`)} onSaved={refresh} />
        ))}
      </FieldGrid>
    </SettingsSection>
  );
}

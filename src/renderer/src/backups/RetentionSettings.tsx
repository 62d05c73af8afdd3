import { NumberInput, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SettingKey } from '../../../shared/settings';
import { queryClient } from '../app/queries';
import { SettingsSection } from '../settings/SettingsSection';
import { useSettings } from '../settings/useSettings';
import { backupOverviewQuery } from './queries';

const FIELDS = [
  ['backupKeepDaily', 1, 366],
  ['backupKeepWeekly', 0, 520],
  ['backupKeepMonthly', 0, 1200],
  ['backupWarnAfterDays', 1, 366],
] as const satisfies readonly (readonly [SettingKey, number, number])[];

/** How many old backups to keep, and when to warn that none is recent. */
export function RetentionSettings() {
  const { t } = useTranslation();
  const { settings, update } = useSettings();
  if (!settings) return null;
  return (
    <SettingsSection title={t('backups.retention.title')}>
      <Text size="sm">{t('backups.retention.description')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {FIELDS.map(([key, min, max]) => (
          <NumberInput
            key={key}
            label={t(`backups.retention.${key}`)}
            min={min}
            max={max}
            allowDecimal={false}
            allowNegative={false}
            defaultValue={settings[key]}
            onBlur={(event) => {
              const value = Number.parseInt(event.currentTarget.value, 10);
              if (!Number.isInteger(value) || value === settings[key]) return;
              update.mutate({ [key]: Math.min(max, Math.max(min, value)) }, { onSuccess: () => void queryClient.invalidateQueries({ queryKey: backupOverviewQuery.queryKey }) });
            }}
            data-testid={key}
          />
        ))}
      </SimpleGrid>
    </SettingsSection>
  );
}

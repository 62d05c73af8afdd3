import { useTranslation } from 'react-i18next';
import { SettingNumberField } from './SettingNumberField';

/** Idle minutes before auto-lock, saved when the coach leaves the field. */
export function AutoLockField() {
  const { t } = useTranslation();
  return (
    <SettingNumberField
      setting="autoLockMinutes"
      min={0}
      max={24 * 60}
      label={t('settings.autoLock')}
      description={t('settings.autoLockDescription')}
      suffix={` ${t('settings.minutesSuffix')}`}
      maw={280}
      data-testid="auto-lock-minutes"
    />
  );
}

import { useTranslation } from 'react-i18next';
import { HINT_BELOW } from '../components/hint-below';
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
      // Under its box, as the reminder's is in Scheduling; the box short, its hint as wide as it
      // needs (three lines in Persian in the box's width).
      inputWrapperOrder={HINT_BELOW}
      styles={{ wrapper: { maxWidth: 280 } }}
      suffix={` ${t('settings.minutesSuffix')}`}
      data-testid="auto-lock-minutes"
    />
  );
}

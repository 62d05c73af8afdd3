import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../components/NumberField';
import { errorText } from '../i18n/error-text';
import { useSettings } from './useSettings';

const MAX_MINUTES = 24 * 60;

/** Idle minutes before auto-lock, saved when the coach leaves the field. */
export function AutoLockField({ saved }: { saved: number }) {
  const { t } = useTranslation();
  const { update } = useSettings();
  const [minutes, setMinutes] = useState<number | string>(saved);
  return (
    <NumberField
      label={t('settings.autoLock')}
      description={t('settings.autoLockDescription')}
      suffix={` ${t('settings.minutesSuffix')}`}
      min={0}
      max={MAX_MINUTES}
      allowDecimal={false}
      allowNegative={false}
      value={minutes}
      onChange={setMinutes}
      onBlur={() => {
        if (typeof minutes === 'number' && minutes !== saved) update.mutate({ autoLockMinutes: Math.min(MAX_MINUTES, minutes) });
      }}
      error={update.error ? errorText(t, update.error) : undefined}
      maw={280}
      data-testid="auto-lock-minutes"
    />
  );
}

import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/settings';
import { NumberField } from '../components/NumberField';
import { errorText } from '../i18n/error-text';
import { useSettings } from './useSettings';

/** The settings that hold a whole number. */
export type NumberSetting = { [K in keyof Settings]: Settings[K] extends number ? K : never }[keyof Settings];

interface Props extends Omit<ComponentProps<typeof NumberField>, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'min' | 'max'> {
  setting: NumberSetting;
  min: number;
  max: number;
  onSaved?(): void;
}

/**
 * A whole-number setting, saved (within its bounds) when the coach leaves the field. The
 * number comes from the field's value, never its text, so Persian digits save as well.
 */
export function SettingNumberField({ setting, min, max, onSaved, ...props }: Props) {
  const { t } = useTranslation();
  const { settings, update } = useSettings();
  const saved = settings?.[setting];
  const [value, setValue] = useState<number | string>(saved ?? '');
  return (
    <NumberField
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      value={value}
      onChange={setValue}
      onBlur={() => {
        if (typeof value !== 'number' || value === saved) return;
        update.mutate({ [setting]: Math.min(max, Math.max(min, value)) }, { onSuccess: () => onSaved?.() });
      }}
      error={update.error ? errorText(t, update.error) : undefined}
      data-testid={setting}
      {...props}
    />
  );
}

import { Input, SegmentedControl, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAME, LANGUAGES, Language } from '../../../shared/languages';
import { Theme } from '../../../shared/settings';
import { CalendarSetting } from './CalendarSetting';
import { SettingsSection } from './SettingsSection';
import { useSettings } from './useSettings';

export function AppearanceSettings() {
  const { t } = useTranslation();
  const { settings, update } = useSettings();
  if (!settings) return null;
  return (
    <SettingsSection title={t('settings.appearance')}>
      <Select
        label={t('settings.language')}
        description={t('settings.languageDescription')}
        data={LANGUAGES.map((lng) => ({ value: lng, label: LANGUAGE_NAME[lng] }))}
        value={settings.language}
        onChange={(value) => value && update.mutate({ language: Language.parse(value) })}
        allowDeselect={false}
        data-testid="language-select"
      />
      <Input.Wrapper label={t('settings.theme')}>
        <div>
          <SegmentedControl
            mt={4}
            value={settings.theme}
            onChange={(value) => update.mutate({ theme: Theme.parse(value) })}
            data={Theme.options.map((theme) => ({ value: theme, label: t(`settings.themes.${theme}`) }))}
          />
        </div>
      </Input.Wrapper>
      {settings.language === 'fa' && <CalendarSetting value={settings.persianCalendar} />}
    </SettingsSection>
  );
}

import { Chip, Group, Input, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WeekStart } from '../../../shared/settings';
import { useUiLanguage } from '../i18n/LanguageProvider';
import { LOCALE_TAG } from '../../../shared/languages';
import { SettingsSection } from './SettingsSection';
import { useSettings } from './useSettings';

const DAYS = [1, 2, 3, 4, 5, 6, 0];

export function SchedulingSettings() {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const { settings, update } = useSettings();
  if (!settings) return null;
  const hours = settings.workingHours;
  const dayName = (day: number) => new Intl.DateTimeFormat(LOCALE_TAG[language], { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + day)));
  const saveMinutes = (key: 'reminderMinutes' | 'sessionMinutes', min: number, max: number) => (event: { currentTarget: { value: string } }) => {
    const value = Number.parseInt(event.currentTarget.value, 10);
    if (Number.isInteger(value) && value !== settings[key]) update.mutate({ [key]: Math.min(max, Math.max(min, value)) });
  };

  return (
    <SettingsSection title={t('schedulingSettings.title')}>
      <Input.Wrapper label={t('schedulingSettings.workingDays')}>
        <Chip.Group multiple value={hours.days.map(String)} onChange={(days) => update.mutate({ workingHours: { ...hours, days: days.map(Number).sort() } })}>
          <Group gap={6} mt={4}>
            {DAYS.map((day) => (
              <Chip key={day} value={String(day)} size="sm">
                {dayName(day)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('schedulingSettings.workStart')} type="time" defaultValue={hours.start} onBlur={(e) => e.currentTarget.value < hours.end && update.mutate({ workingHours: { ...hours, start: e.currentTarget.value } })} />
        <TextInput label={t('schedulingSettings.workEnd')} type="time" defaultValue={hours.end} onBlur={(e) => e.currentTarget.value > hours.start && update.mutate({ workingHours: { ...hours, end: e.currentTarget.value } })} />
        <NumberInput
          label={t('schedulingSettings.reminderMinutes')}
          description={t('schedulingSettings.reminderDescription')}
          suffix={` ${t('settings.minutesSuffix')}`}
          min={0}
          max={10080}
          allowDecimal={false}
          defaultValue={settings.reminderMinutes}
          onBlur={saveMinutes('reminderMinutes', 0, 10080)}
          data-testid="reminder-minutes"
        />
        <NumberInput
          label={t('schedulingSettings.sessionMinutes')}
          suffix={` ${t('settings.minutesSuffix')}`}
          min={5}
          max={720}
          allowDecimal={false}
          defaultValue={settings.sessionMinutes}
          onBlur={saveMinutes('sessionMinutes', 5, 720)}
        />
        <Select
          label={t('schedulingSettings.weekStart')}
          data={WeekStart.options.map((w) => ({ value: w, label: t(`schedulingSettings.weekStarts.${w}`) }))}
          value={settings.weekStart}
          onChange={(v) => v && update.mutate({ weekStart: v as WeekStart })}
          allowDeselect={false}
        />
      </SimpleGrid>
    </SettingsSection>
  );
}

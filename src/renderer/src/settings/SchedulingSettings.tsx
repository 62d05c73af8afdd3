import { Chip, Group, Input, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type WorkingHours, WeekStart } from '../../../shared/settings';
import { useFirstDayOfWeek } from '../calendar/useFirstDayOfWeek';
import { TimeInput } from '../components/TimeInput';
import { useFormatters } from '../i18n/useFormatters';
import { SettingNumberField } from './SettingNumberField';
import { SettingsSection } from './SettingsSection';
import { useSettings } from './useSettings';
import { useErrorNotice } from '../i18n/useErrorNotice';
import { FieldGrid } from '../components/FieldGrid';

/** JavaScript's day numbers (0 = Sunday), as working hours store them, from the week's first day. */
function weekFrom(firstDay: number): number[] {
  return Array.from({ length: 7 }, (_, i) => (firstDay + i) % 7);
}

export function SchedulingSettings() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { settings, update } = useSettings();
  const notice = useErrorNotice();
  const firstDay = useFirstDayOfWeek();
  if (!settings) return null;
  const hours = settings.workingHours;
  // 4 January 2026 was a Sunday: day N of the week is 4 + N January.
  const dayName = (day: number) => new Intl.DateTimeFormat(format.locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + day)));

  return (
    <SettingsSection title={t('schedulingSettings.title')}>
      <Input.Wrapper label={t('schedulingSettings.workingDays')}>
        <Chip.Group multiple value={hours.days.map(String)} onChange={(days) => update.mutate({ workingHours: { ...hours, days: days.map(Number).sort() } }, { onError: notice })}>
          <Group gap={6} mt={4}>
            {weekFrom(firstDay).map((day) => (
              <Chip key={day} value={String(day)} size="sm">
                {dayName(day)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      <FieldGrid cols={{ base: 1, sm: 2 }}>
        <WorkingTimes hours={hours} onSave={(next) => update.mutate({ workingHours: next }, { onError: notice })} />
        <SettingNumberField setting="sessionMinutes" min={5} max={720} label={t('schedulingSettings.sessionMinutes')} suffix={` ${t('settings.minutesSuffix')}`} />
        <Select
          label={t('schedulingSettings.weekStart')}
          data={WeekStart.options.map((w) => ({ value: w, label: t(`schedulingSettings.weekStarts.${w}`) }))}
          value={settings.weekStart}
          onChange={(v) => v && update.mutate({ weekStart: v as WeekStart }, { onError: notice })}
          allowDeselect={false}
        />
        <SettingNumberField
          setting="reminderMinutes"
          min={0}
          max={10080}
          label={t('schedulingSettings.reminderMinutes')}
          description={t('schedulingSettings.reminderDescription')}
          suffix={` ${t('settings.minutesSuffix')}`}
          data-testid="reminder-minutes"
        />
      </FieldGrid>
    </SettingsSection>
  );
}

/** When the working day starts and ends, saved when the coach leaves a field with a day that ends after it starts. */
function WorkingTimes({ hours, onSave }: { hours: WorkingHours; onSave(hours: WorkingHours): void }) {
  const { t } = useTranslation();
  const [start, setStart] = useState(hours.start);
  const [end, setEnd] = useState(hours.end);
  const save = () => {
    if (start && end && start < end && (start !== hours.start || end !== hours.end)) onSave({ ...hours, start, end });
  };
  const invalid = start !== '' && end !== '' && start >= end;
  return (
    <>
      <TimeInput label={t('schedulingSettings.workStart')} value={start} onChange={setStart} onBlur={save} data-testid="work-start" />
      <TimeInput label={t('schedulingSettings.workEnd')} value={end} onChange={setEnd} onBlur={save} error={invalid ? t('schedulingSettings.endBeforeStart') : undefined} data-testid="work-end" />
    </>
  );
}

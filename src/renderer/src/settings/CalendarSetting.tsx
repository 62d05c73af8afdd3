import { Input, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersianCalendar } from '../../../shared/settings';
import { useFormatters } from '../i18n/useFormatters';
import { useSettings } from './useSettings';

/** Jalali or Gregorian dates; offered only in Persian, the one language with a choice. */
export function CalendarSetting({ value }: { value: PersianCalendar }) {
  const { t } = useTranslation();
  const { update } = useSettings();
  const format = useFormatters();
  return (
    <Input.Wrapper label={t('settings.calendar')} description={t('settings.calendarDescription')}>
      <div>
        <SegmentedControl
          mt={4}
          value={value}
          onChange={(next) => update.mutate({ persianCalendar: PersianCalendar.parse(next) })}
          data={PersianCalendar.options.map((calendar) => ({ value: calendar, label: t(`settings.calendars.${calendar}`) }))}
          data-testid="calendar-choice"
        />
        <Text size="sm" c="dimmed" mt={6} data-testid="calendar-example">
          {t('settings.calendarExample', { date: format.date(new Date(), 'full') })}
        </Text>
      </div>
    </Input.Wrapper>
  );
}

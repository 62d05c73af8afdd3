import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RepeatChoice } from '../../../shared/scheduling/repeat-rule';
import { DateInput } from '../components/DateInput';
import { NumberField } from '../components/NumberField';
import { useFormatters } from '../i18n/useFormatters';

export type RepeatState = RepeatChoice | null;

export const DEFAULT_REPEAT: RepeatChoice = { every: 'week', interval: 1, monthlyBy: 'date', calendar: 'gregorian', ends: { count: 10 } };

/**
 * Weekly or monthly, every N, until a date or N times: the series a coach actually books.
 * A new monthly series follows the months of the calendar the coach sees (Jalali ones in
 * Persian); a monthly series already booked keeps its own months in any language, and says
 * whose they are when they are not the ones shown.
 */
export function RepeatFields({ value, onChange }: { value: RepeatState; onChange: (next: RepeatState) => void }) {
  const { t } = useTranslation();
  const shown = useFormatters().jalali ? 'persian' : 'gregorian';
  const update = (patch: Partial<RepeatChoice>) => value && onChange({ ...value, ...patch });
  const choose = (every: string | null) => {
    if (every !== 'week' && every !== 'month') return onChange(null);
    if (every === value?.every) return;
    // Weeks are alike in every calendar; months are the ones on screen.
    onChange({ ...(value ?? DEFAULT_REPEAT), every, calendar: every === 'month' ? shown : 'gregorian' });
  };
  return (
    <Stack gap="xs">
      <Select
        label={t('calendar.dialog.repeat')}
        data={(['none', 'week', 'month'] as const).map((v) => ({ value: v, label: t(`calendar.dialog.repeats.${v}`) }))}
        value={value?.every ?? 'none'}
        onChange={choose}
        allowDeselect={false}
        data-testid="repeat-select"
      />
      {value && (
        <>
          <Group align="end">
            <NumberField
              label={t('calendar.dialog.every')}
              min={1}
              max={52}
              allowDecimal={false}
              value={value.interval}
              onChange={(v) => update({ interval: Math.max(1, Number(v) || 1) })}
              suffix={` ${t(value.every === 'week' ? 'calendar.dialog.weeksUnit' : 'calendar.dialog.monthsUnit', { count: value.interval })}`}
              w={180}
            />
            {value.every === 'month' && (
              <SegmentedControl
                value={value.monthlyBy}
                onChange={(v) => update({ monthlyBy: v as RepeatChoice['monthlyBy'] })}
                data={[
                  { value: 'date', label: t('calendar.dialog.monthlyByDate') },
                  { value: 'weekday', label: t('calendar.dialog.monthlyByWeekday') },
                ]}
              />
            )}
          </Group>
          {value.every === 'month' && value.calendar !== shown && (
            <Text size="sm" c="dimmed" data-testid="repeat-calendar">
              {t(`calendar.dialog.monthsOf.${value.calendar}`)}
            </Text>
          )}
          <Group align="end">
            <SegmentedControl
              value={'count' in value.ends ? 'count' : 'until'}
              onChange={(v) => update({ ends: v === 'count' ? { count: 10 } : { until: '' } })}
              data={[
                { value: 'count', label: t('calendar.dialog.endsAfter') },
                { value: 'until', label: t('calendar.dialog.endsOn') },
              ]}
            />
            {'count' in value.ends ? (
              <NumberField label={t('calendar.dialog.count')} min={1} max={520} allowDecimal={false} value={value.ends.count} onChange={(v) => update({ ends: { count: Math.max(1, Number(v) || 1) } })} w={160} />
            ) : (
              <DateInput
                label={t('calendar.dialog.until')}
                value={value.ends.until || null}
                onChange={(until) => update({ ends: { until: until ?? '' } })}
                // Without it there is no series to save: Save waits, and says why here.
                error={value.ends.until ? undefined : t('calendar.dialog.untilMissing')}
                data-testid="repeat-until"
              />
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}

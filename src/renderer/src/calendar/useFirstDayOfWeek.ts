import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from '../app/queries';
import { useFormatters } from '../i18n/useFormatters';
import { firstDayOf } from './fullcalendar-options';

/**
 * The day weeks start on, 0 (Sunday) to 6 (Saturday): the coach's setting, else their
 * language's custom. For the calendar and every date picker alike. Read from the settings
 * already loaded, never fetched: a date picker may show before the practice is open.
 */
export function useFirstDayOfWeek(): number {
  const format = useFormatters();
  const { data: settings } = useQuery({ ...settingsQuery, enabled: false });
  return (settings && firstDayOf(settings.weekStart)) ?? format.firstDayOfWeek % 7;
}

import type { CalendarApi, CalendarOptions } from '@fullcalendar/core';
import type { VerboseFormattingArg } from '@fullcalendar/core/internal';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isRightToLeft } from '../../../shared/languages';
import type { Settings } from '../../../shared/settings';
import { useFormatters } from '../i18n/useFormatters';
import { useUiLanguage } from '../i18n/LanguageProvider';
import { businessHoursOf, CALENDAR_LOCALES } from './fullcalendar-options';
import { useFirstDayOfWeek } from './useFirstDayOfWeek';
import { isJalaliMonthStart, jalaliMonthKey, jalaliMonthStart, jalaliMonthWeeks } from './jalali-month';

/** The calendar day a FullCalendar date marker stands for (markers keep local time in UTC fields). */
const markerDay = (arg: VerboseFormattingArg['date']) => arg.marker.toISOString().slice(0, 10);
const middleOf = (start: Date, end: Date) => new Date((start.getTime() + end.getTime()) / 2);

/**
 * Everything that makes FullCalendar speak the coach's language: its texts and hints from our
 * message files, dates through Intl with our locale (Jalali or Gregorian, Persian digits),
 * titles written by our formatters, the week's first day, and in Jalali Persian a month view
 * whose months are Jalali months (a day grid over the month's weeks, with its own ‹ › steps).
 */
export function useCalendarOptions(settings: Settings, api: () => CalendarApi | undefined): CalendarOptions {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const format = useFormatters();
  const jalali = language === 'fa' && settings.persianCalendar === 'jalali';
  const rtl = isRightToLeft(language);
  const firstDay = useFirstDayOfWeek();

  return useMemo(() => {
    const monthView = jalali ? 'jalaliMonth' : 'dayGridMonth';
    const dayAndMonth = new Intl.DateTimeFormat(format.locale, { day: 'numeric', month: 'long' });
    const rangeTitle = (arg: VerboseFormattingArg) => {
      const start = markerDay(arg.start);
      const end = markerDay(arg.end ?? arg.start);
      return start === end ? format.date(start, 'full') : format.dateRange(start, end);
    };
    // In the Jalali month view ‹ and › step a Jalali month; everywhere else FullCalendar's own steps.
    const step = (by: -1 | 1) => () => {
      const calendar = api();
      if (!calendar) return;
      if (calendar.view.type === 'jalaliMonth') calendar.gotoDate(jalaliMonthStart(middleOf(calendar.view.currentStart, calendar.view.currentEnd), by));
      else if (by < 0) calendar.prev();
      else calendar.next();
    };

    return {
      locale: { ...CALENDAR_LOCALES[language], code: format.locale },
      direction: rtl ? 'rtl' : 'ltr',
      firstDay,
      headerToolbar: { start: 'back,forward today', center: 'title', end: `timeGridDay,timeGridWeek,${monthView},listWeek` },
      customButtons: {
        back: { icon: rtl ? 'chevron-right' : 'chevron-left', hint: t('calendar.hints.previous'), click: step(-1) },
        forward: { icon: rtl ? 'chevron-left' : 'chevron-right', hint: t('calendar.hints.next'), click: step(1) },
      },
      buttonText: { today: t('calendar.views.today'), day: t('calendar.views.day'), week: t('calendar.views.week'), month: t('calendar.views.month'), list: t('calendar.views.agenda') },
      buttonHints: { today: t('calendar.hints.today') },
      viewHint: (buttonText: string) => t('calendar.hints.view', { view: buttonText }),
      navLinkHint: (dateText: string) => t('calendar.hints.goTo', { date: dateText }),
      moreLinkText: (count: number) => t('calendar.more', { count }),
      moreLinkHint: (count: number) => t('calendar.moreHint', { count }),
      noEventsText: t('calendar.noSessions'),
      allDayText: t('calendar.allDay'),
      closeHint: t('calendar.close'),
      timeHint: t('calendar.time'),
      eventHint: t('calendar.session'),
      titleFormat: rangeTitle,
      dayHeaderFormat: { weekday: 'short' },
      businessHours: businessHoursOf(settings),
      scrollTime: settings.workingHours.start,
      views: {
        timeGridWeek: { dayHeaderFormat: { weekday: 'short', day: 'numeric', month: 'short' } },
        timeGridDay: { dayHeaderFormat: { weekday: 'long' } },
        // The month's own weeks (four to six), as the Jalali month view draws, not always six.
        dayGridMonth: { titleFormat: (arg: VerboseFormattingArg) => format.monthYear(markerDay(arg.start)), fixedWeekCount: false },
        jalaliMonth: {
          type: 'dayGrid',
          buttonText: t('calendar.views.month'),
          visibleRange: (currentDate: Date) => jalaliMonthWeeks(currentDate, firstDay),
          titleFormat: (arg: VerboseFormattingArg) => format.monthYear(middleDay(arg)),
          // Days of the neighbouring months are shown faded, as in any month view.
          dayCellClassNames: ({ date, view }) => (jalaliMonthKey(date) === jalaliMonthKey(middleOf(view.currentStart, view.currentEnd)) ? [] : ['fc-day-other']),
          // FullCalendar names the month on the Gregorian 1st ("۱۰ آذر" mid-grid); name it on the Jalali 1st instead.
          monthStartFormat: { day: 'numeric' },
          dayCellContent: ({ date, dayNumberText }) => (isJalaliMonthStart(date) ? dayAndMonth.format(date) : dayNumberText),
        },
      },
    } satisfies CalendarOptions;
  }, [t, language, format, jalali, rtl, settings, api, firstDay]);
}

/** The middle day of a title's range: inside the Jalali month whatever weeks pad it. */
function middleDay(arg: VerboseFormattingArg): string {
  return middleOf(arg.start.marker, (arg.end ?? arg.start).marker).toISOString().slice(0, 10);
}

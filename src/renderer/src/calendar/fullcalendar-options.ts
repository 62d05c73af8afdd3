import bgLocale from '@fullcalendar/core/locales/bg';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import faLocale from '@fullcalendar/core/locales/fa';
import msLocale from '@fullcalendar/core/locales/ms';
import type { EventInput, LocaleInput } from '@fullcalendar/core';
import type { Session } from '../../../shared/contract';
import type { Language } from '../../../shared/languages';
import type { Settings, WeekStart } from '../../../shared/settings';
import { clientColour, cssColour, eventColours, STATUS_COLOUR } from '../scheduling/colours';

export const CALENDAR_LOCALES: Record<Language, LocaleInput> = { en: enGbLocale, bg: bgLocale, fa: faLocale, ms: msLocale };

const FIRST_DAY: Record<Exclude<WeekStart, 'auto'>, number> = { sunday: 0, monday: 1, saturday: 6 };

/** "auto" leaves the week start to the language's own FullCalendar locale. */
export function firstDayOf(weekStart: WeekStart): number | undefined {
  return weekStart === 'auto' ? undefined : FIRST_DAY[weekStart];
}

export function businessHoursOf(settings: Settings) {
  return { daysOfWeek: settings.workingHours.days, startTime: settings.workingHours.start, endTime: settings.workingHours.end };
}

export type ColourBy = 'client' | 'status';

export function toEvent(session: Session, colourBy: ColourBy, separator: string): EventInput {
  const { fill, text } = eventColours(colourBy === 'client' ? clientColour(session.clientId) : STATUS_COLOUR[session.status]);
  const colour = cssColour(fill.name, fill.shade);
  const cancelled = session.status === 'cancelled' || session.status === 'late_cancelled';
  return {
    id: String(session.id),
    title: session.title ? session.clientName + bindToNext(separator) + session.title : session.clientName,
    start: session.start,
    end: session.end,
    backgroundColor: colour,
    borderColor: colour,
    textColor: `var(--mantine-color-${text})`,
    classNames: [`session-${session.status}`],
    editable: !cancelled,
    extendedProps: { session },
  };
}

/**
 * A separator that stands between spaces (" · ") goes to the next line with the title it
 * introduces: a block too short for the title showed "Мила Иванова ·" with nothing after it.
 * A comma ("، ") stays with the name, as punctuation does.
 */
const bindToNext = (separator: string) => (separator.startsWith(' ') ? `${separator.trimEnd()}\u00a0` : separator);

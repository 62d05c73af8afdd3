import type { TFunction } from 'i18next';
import { createFormatters, type Formatters } from '../../../shared/i18n/format';
import { type Language, LOCALE_TAG } from '../../../shared/languages';
import type { PersianCalendar } from '../../../shared/settings';
import { type DocumentFormat, documentFormat, documentText } from '../kit';

/**
 * Everything a document needs to speak its language: labels from the message files (`t`),
 * dates and times in the client's zone (`f`, the app's shared formatters), and the kit's
 * figures (`k`: percentages, durations, date ranges), all in the same calendar and digits.
 */
export interface Wording {
  language: Language;
  persianCalendar: PersianCalendar;
  zone: string;
  t: TFunction;
  f: Formatters;
  k: DocumentFormat;
  /** The zone's name as the language says it at that moment ("Iran Standard Time", "وقت عادی ایران"). */
  zoneName(at: string): string;
  /** "14:00–15:00 (Iran Standard Time)" for a session. */
  timeRange(start: string, end: string): string;
}

export function wordingFor(language: Language, persianCalendar: PersianCalendar, zone: string): Wording {
  const t = documentText(language);
  const f = createFormatters(language, { persianCalendar, timeZone: zone });
  const zoneNames = new Intl.DateTimeFormat(LOCALE_TAG[language], { timeZone: zone, timeZoneName: 'long' });
  const zoneName = (at: string) => zoneNames.formatToParts(new Date(at)).find((part) => part.type === 'timeZoneName')?.value ?? zone;
  return {
    language,
    persianCalendar,
    zone,
    t,
    f,
    k: documentFormat(language, persianCalendar),
    zoneName,
    timeRange: (start, end) => t('reports.summary.timeRange', { start: f.time(start), end: f.time(end), zone: zoneName(start) }),
  };
}

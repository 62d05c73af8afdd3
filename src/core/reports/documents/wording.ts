import type { TFunction } from 'i18next';
import { createFormatters, type Formatters } from '../../../shared/i18n/format';
import { isRightToLeft, type Language, LOCALE_TAG } from '../../../shared/languages';
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
  /**
   * A piece the coach typed (a unit, a measure's name) for a translated sentence, isolated
   * (FSI…PDI) so that it reads in its own direction and takes nothing around it along: a
   * Persian unit in an English line would otherwise pull the number after it into its
   * right-to-left run ("2 روز, 33%" drawn "2 33 ,روز%").
   */
  coachWord(text: string): string;
  /** A value put together from pieces ("2 روز": a number and its unit), isolated in the document's direction (LRI or RLI…PDI) so that it stays one whole in a sentence. */
  phrase(text: string): string;
}

const FSI = '\u2068';
const LRI = '\u2066';
const RLI = '\u2067';
const PDI = '\u2069';

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
    coachWord: (text) => FSI + text + PDI,
    phrase: (text) => (isRightToLeft(language) ? RLI : LRI) + text + PDI,
  };
}

/** ISO weekday numbers, as Intl uses them: 1 is Monday, 6 Saturday, 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** CLDR's first day of the week for our regions, for runtimes without Intl.Locale week info. */
const FIRST_DAY_BY_REGION: Record<string, IsoWeekday> = { IR: 6, BG: 1, MY: 1, GB: 1 };

interface WeekInfo {
  firstDay: IsoWeekday;
}

/**
 * The day a week starts on where the locale is used: Saturday in Iran, Monday in
 * Bulgaria, Malaysia and Britain. Node and Chromium expose it as `weekInfo` (older V8)
 * or `getWeekInfo()` (newer); the table covers runtimes with neither.
 */
export function firstDayOfWeek(locale: string): IsoWeekday {
  const intlLocale = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?(): WeekInfo; weekInfo?: WeekInfo };
  const info = typeof intlLocale.getWeekInfo === 'function' ? intlLocale.getWeekInfo() : intlLocale.weekInfo;
  if (info?.firstDay) return info.firstDay;
  return FIRST_DAY_BY_REGION[intlLocale.maximize().region ?? ''] ?? 1;
}

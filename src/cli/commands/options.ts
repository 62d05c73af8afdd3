import { DateTime } from 'luxon';
import { toLatinDigits, toLatinNumber } from '../../shared/i18n/digits';
import { isJalaliYear, jalaliToIso } from '../../shared/i18n/jalali-day';
import { isRealDate, isValidTimeZone } from '../../shared/time-zones';
import { UsageError } from '../usage-error';

type Values = Record<string, string | boolean | string[] | boolean[] | undefined>;

export function optionalString(values: Values, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * A number as typed, in the form the checks below read: a coach with the Persian keyboard on
 * types ۶۰ or ۷۲٫۵ (digits.ts), which "must be a whole number" would wrongly refuse.
 */
function numberText(values: Values, name: string): string | undefined {
  const text = optionalString(values, name);
  return text === undefined ? undefined : toLatinNumber(text);
}

export function requiredString(values: Values, name: string): string {
  const value = optionalString(values, name);
  if (!value) throw new UsageError(`--${name} is required.`);
  return value;
}

export function positiveInteger(values: Values, name: string, required: true): number;
export function positiveInteger(values: Values, name: string, required?: false): number | undefined;
export function positiveInteger(values: Values, name: string, required = false): number | undefined {
  const text = numberText(values, name);
  if (text === undefined) {
    if (required) throw new UsageError(`--${name} is required.`);
    return undefined;
  }
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new UsageError(`--${name} must be a positive whole number.`);
  return Number(text);
}

/** Dates and times as the contract takes them, checked here so a typo is a usage error. */
export function isoDateTime(values: Values, name: string, required: boolean): string | undefined {
  const typed = required ? requiredString(values, name) : optionalString(values, name);
  if (typed === undefined) return undefined;
  const text = toLatinDigits(typed);
  const full = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00` : text;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/.test(full)) {
    throw new UsageError(`--${name} must be an ISO 8601 date and time, like 2026-03-29T09:00 or 2026-03-29T07:00Z.`);
  }
  return `${gregorianDay(name, full.slice(0, 10))}${full.slice(10)}`;
}

/**
 * The end of a range, which the contract leaves out: a date alone means to the end of that day
 * (`--to 2026-03-29` lists the 29th's sessions), a date and time means up to that moment.
 */
export function isoDateTimeUntil(values: Values, name: string): string | undefined {
  const moment = isoDateTime(values, name, false);
  if (moment === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(toLatinDigits(optionalString(values, name)!))) return moment;
  return `${DateTime.fromISO(moment.slice(0, 10), { zone: 'utc' }).plus({ days: 1 }).toISODate()}T00:00`;
}

/**
 * A number such as 84.5, -3 or 3e-7 (as the app shows values below a millionth); a typo is a
 * usage error rather than NaN reaching the core.
 */
export function decimal(values: Values, name: string): number | undefined {
  const text = numberText(values, name);
  if (text === undefined) return undefined;
  const number = Number(text);
  if (!/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(text) || !Number.isFinite(number)) throw new UsageError(`--${name} must be a number, like 84.5.`);
  return number;
}

/** A calendar date, 2026-03-29. */
export function isoDate(values: Values, name: string): string | undefined {
  const typed = optionalString(values, name);
  if (typed === undefined) return undefined;
  const text = toLatinDigits(typed);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) throw new UsageError(`--${name} must be a date like 2026-03-29.`);
  return gregorianDay(name, text);
}

/**
 * A day as the core takes it. A Jalali date (a year from 1300 to 1499, as a Persian coach
 * writes ۱۴۰۵-۰۱-۰۹) is converted, as the CSV import converts it (jalali-day.ts), rather than
 * kept as a day six centuries ago. 2026-02-30 has the right shape but is no day: a usage
 * mistake, told before the practice is opened.
 */
function gregorianDay(name: string, day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const iso = isJalaliYear(year) ? jalaliToIso(year, month, date) : isRealDate(day) ? day : null;
  if (!iso) throw new UsageError(`--${name}: ${day} is not a day in the ${isJalaliYear(year) ? 'Jalali ' : ''}calendar.`);
  return iso;
}

/** An IANA zone such as Europe/Sofia, checked before anything is created or opened. */
export function timeZone(values: Values, name: string): string | undefined {
  const text = optionalString(values, name);
  if (text !== undefined && !isValidTimeZone(text)) throw new UsageError(`--${name} must be a time zone name like Europe/Sofia; "${text}" is not one.`);
  return text;
}

/** One of a fixed set of words, e.g. --status active. */
export function oneOf<T extends string>(values: Values, name: string, allowed: readonly T[]): T | undefined {
  const text = optionalString(values, name);
  if (text !== undefined && !allowed.includes(text as T)) throw new UsageError(`--${name} must be one of ${allowed.join(', ')}.`);
  return text as T | undefined;
}

import type { Formatters } from '../../../shared/i18n/format';

/** A goal's value with the unit the coach typed: "84.5 kg", "۸۴٫۵ کیلومتر". */
export function measure(format: Formatters, value: number, unit: string | null): string {
  return unit ? `${format.number(value)} ${unit}` : format.number(value);
}

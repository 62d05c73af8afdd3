import type { Formatters } from '../../../shared/i18n/format';
import { isPercentUnit, percentValue } from '../../../shared/i18n/percent-unit';

/** A goal's value with the unit the coach typed: "84.5 kg", "۸۴٫۵ کیلومتر", "92%". */
export function measure(format: Formatters, value: number, unit: string | null): string {
  if (isPercentUnit(unit)) return percentValue(format, value);
  return unit ? `${format.number(value)} ${unit}` : format.number(value);
}

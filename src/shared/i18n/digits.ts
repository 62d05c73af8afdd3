import type { Language } from '../languages';

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** Digits a coach may type on a Persian or Arabic keyboard, turned into 0–9 so they parse. */
export function toLatinDigits(text: string): string {
  return text.replace(/[۰-۹٠-٩]/g, (digit) => String(Math.max(PERSIAN.indexOf(digit), ARABIC_INDIC.indexOf(digit))));
}

/**
 * A number as typed on a Persian or Arabic keyboard, with the marks JavaScript reads: digits
 * become 0–9, the decimal separator ٫ a point, the thousands separator ٬ a comma (one
 * character each, so positions in the text stay where they were).
 */
export function toLatinNumber(text: string): string {
  return toLatinDigits(text).replaceAll('٫', '.').replaceAll('٬', ',');
}

/** 0–9 shown as the language writes them: Persian digits in fa, unchanged elsewhere. */
export function localiseDigits(text: string, language: Language): string {
  if (language !== 'fa') return text;
  return text.replace(/[0-9]/g, (digit) => PERSIAN[Number(digit)]!);
}

import type { Language } from '../languages';

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** Digits a coach may type on a Persian or Arabic keyboard, turned into 0–9 so they parse. */
export function toLatinDigits(text: string): string {
  return text.replace(/[۰-۹٠-٩]/g, (digit) => String(Math.max(PERSIAN.indexOf(digit), ARABIC_INDIC.indexOf(digit))));
}

/**
 * A number as typed on a Persian or Arabic keyboard, mark for mark as a number field reads it: digits
 * become 0–9, the decimal separator ٫ a point, the thousands separator ٬ a comma (one
 * character each, so positions in the text stay where they were).
 */
export function toLatinNumberMarks(text: string): string {
  return toLatinDigits(text).replaceAll('٫', '.').replaceAll('٬', ',');
}

/**
 * A number as a Persian or Arabic keyboard writes it (۷۲٫۵, ۱٬۲۰۰), in the form JavaScript
 * parses: digits as 0–9, the decimal separator ٫ as a point, and the thousands separator ٬
 * dropped, but only where it groups whole digits by three: anywhere else it stays, so that
 * "72٬5", a slip for 72٫5, is refused by the caller rather than read as 725.
 */
export function toLatinNumber(text: string): string {
  const latin = toLatinDigits(text).replace(/٫/g, '.');
  return /^-?\d{1,3}(٬\d{3})+(\.\d+)?$/.test(latin) ? latin.replace(/٬/g, '') : latin;
}

/** 0–9 shown as the language writes them: Persian digits in fa, unchanged elsewhere. */
export function localiseDigits(text: string, language: Language): string {
  if (language !== 'fa') return text;
  return text.replace(/[0-9]/g, (digit) => PERSIAN[Number(digit)]!);
}

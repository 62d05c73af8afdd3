import { toLatinDigits } from './i18n/digits';

/**
 * The Latin key under each letter of the Persian keyboard (ISIRI 9147, with the older
 * Windows layout's Arabic ي and ك), so text typed with the Persian layout on can be read as
 * the keys pressed: "حشسسصخقی۱۲۳۴" is "password1234".
 */
const KEYS: Record<string, string> = {
  ض: 'q', ص: 'w', ث: 'e', ق: 'r', ف: 't', غ: 'y', ع: 'u', ه: 'i', خ: 'o', ح: 'p', ج: '[', چ: ']',
  ش: 'a', س: 's', ی: 'd', ي: 'd', ب: 'f', ل: 'g', ا: 'h', ت: 'j', ن: 'k', م: 'l', ک: ';', ك: ';', گ: "'",
  ظ: 'z', ط: 'x', ز: 'c', ر: 'v', ذ: 'b', د: 'n', پ: 'm', و: ',',
};

/** `text` as the keys pressed to type it on the Persian layout, or null when it holds no Persian letter. */
export function keysPressedOnPersianLayout(text: string): string | null {
  if (![...text].some((char) => char in KEYS)) return null;
  return [...toLatinDigits(text)].map((char) => KEYS[char] ?? char).join('');
}

import { NumberInput, type NumberInputProps } from '@mantine/core';
import { NumberFormatBase, type NumericFormatProps, useNumericFormat } from 'react-number-format';
import { localiseDigits, toLatinNumberMarks } from '../../../shared/i18n/digits';
import { type Language, LANGUAGES, LOCALE_TAG } from '../../../shared/languages';
import { useUiLanguage } from '../i18n/LanguageProvider';

/** How the field shows a number's digits and decimal point, at the same length as the text it formats. */
type Show = (latin: string) => string;

/**
 * react-number-format's own recipe for other numeral systems: it formats and parses with
 * Latin digits and a point, and this layer shows the number as `show` writes it while reading
 * Persian, Arabic-Indic or Latin digits and either decimal mark, typed or pasted (in every
 * language: a coach may type on a Persian keyboard with the English interface). Each Persian
 * digit and ٫ is one UTF-16 unit like its Latin mark, so the library's caret positions stay right.
 */
function readingEveryDigit(show: Show) {
  return function LocalNumberFormat(props: NumericFormatProps) {
    const { format, removeFormatting, isCharacterSame, isValidInputCharacter, value, ...rest } = useNumericFormat(props);
    return (
      <NumberFormatBase
        {...rest}
        value={typeof value === 'string' ? show(value) : value}
        format={(numeric) => show(format!(numeric))}
        removeFormatting={(text, meta) => removeFormatting!(toLatinNumberMarks(text), meta && { ...meta, lastValue: toLatinNumberMarks(meta.lastValue) })}
        isValidInputCharacter={(char) => isValidInputCharacter!(toLatinNumberMarks(char))}
        isCharacterSame={(compare) =>
          isCharacterSame!({
            ...compare,
            currentValue: toLatinNumberMarks(compare.currentValue),
            lastValue: toLatinNumberMarks(compare.lastValue),
            formattedValue: toLatinNumberMarks(compare.formattedValue),
          })
        }
      />
    );
  };
}

// Persian writes 72.5 as ۷۲٫۵, as the rest of the app shows it (Intl).
const PersianNumberFormat = readingEveryDigit((latin) => localiseDigits(latin, 'fa').replaceAll('.', '٫'));
const LatinNumberFormat = readingEveryDigit((latin) => latin);

/**
 * The decimal mark the field writes: the language's own, as the rest of the app shows numbers
 * (Bulgarian 21,1). Persian's ٫ is drawn over a point by its digits layer instead.
 */
const DECIMAL_MARK = Object.fromEntries(
  LANGUAGES.map((language) => [language, language === 'fa' ? '.' : (new Intl.NumberFormat(LOCALE_TAG[language]).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.')]),
) as Record<Language, string>;

/**
 * Mantine's NumberInput that writes numbers the coach's way: Persian digits in fa, Latin
 * digits elsewhere, the language's decimal mark, and reads either kind of digit and a point
 * or a comma typed. Use it for every number a coach edits.
 */
export function NumberField(props: NumberInputProps) {
  const { language } = useUiLanguage();
  // NumberInput hands `component` on to its InputBase after its own NumericFormat, so this
  // swaps in the digits layer while keeping clamping, steppers and the keyboard handling.
  const digits = { component: language === 'fa' ? PersianNumberFormat : LatinNumberFormat } as object;
  return <NumberInput decimalSeparator={DECIMAL_MARK[language]} {...props} {...digits} />;
}

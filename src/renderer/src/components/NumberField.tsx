import { NumberInput, type NumberInputProps } from '@mantine/core';
import { NumberFormatBase, type NumericFormatProps, useNumericFormat } from 'react-number-format';
import { localiseDigits, toLatinDigits } from '../../../shared/i18n/digits';
import { useUiLanguage } from '../i18n/LanguageProvider';

const persian = (text: string) => localiseDigits(text, 'fa');

/**
 * react-number-format's own recipe for other numeral systems: it formats and parses with
 * Latin digits, and this layer shows Persian digits while reading Persian, Arabic-Indic or
 * Latin digits typed or pasted. Each Persian digit is one UTF-16 unit like a Latin one, so
 * the library's caret positions stay right.
 */
function PersianDigitsFormat(props: NumericFormatProps) {
  const { format, removeFormatting, isCharacterSame, isValidInputCharacter, value, ...rest } = useNumericFormat(props);
  return (
    <NumberFormatBase
      {...rest}
      value={typeof value === 'string' ? persian(value) : value}
      format={(numeric) => persian(format!(numeric))}
      removeFormatting={(text, meta) => removeFormatting!(toLatinDigits(text), meta && { ...meta, lastValue: toLatinDigits(meta.lastValue) })}
      isValidInputCharacter={(char) => isValidInputCharacter!(toLatinDigits(char))}
      isCharacterSame={(compare) =>
        isCharacterSame!({
          ...compare,
          currentValue: toLatinDigits(compare.currentValue),
          lastValue: toLatinDigits(compare.lastValue),
          formattedValue: toLatinDigits(compare.formattedValue),
        })
      }
    />
  );
}

/**
 * Mantine's NumberInput that writes numbers the coach's way: Persian digits in fa (typing
 * either digit set works), Latin digits elsewhere. Use it for every number a coach edits.
 */
export function NumberField(props: NumberInputProps) {
  const { language } = useUiLanguage();
  // NumberInput hands `component` on to its InputBase after its own NumericFormat, so this
  // swaps in the Persian layer while keeping clamping, steppers and the keyboard handling.
  const persianDigits = language === 'fa' ? ({ component: PersianDigitsFormat } as object) : {};
  return <NumberInput {...props} {...persianDigits} />;
}

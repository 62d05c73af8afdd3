import { DateInput as AriaDateInput, DateSegment, useLocale } from 'react-aria-components';
import { useEffect, useRef } from 'react';
import { toLatinDigits } from '../../../shared/i18n/digits';
import { usePastedValue } from './usePastedValue';

/**
 * React Aria reads what is typed into a segment from the `beforeinput` event, with a number
 * parser that knows the locale's digits and a few others (Latin, Arabic-Indic), but not Persian
 * digits outside Persian, nor two kinds of digit within one segment. So a coach with a Persian
 * keyboard layout could not type a date in English, Bulgarian or Malay. This listener, in the
 * capture phase on the field so it runs before React Aria's own on the segment, stops an insertion
 * holding Persian or Arabic-Indic digits and sends the segment the same insertion in 0–9, which
 * every locale's parser reads; the segment still shows the locale's digits. Deletion, arrow keys
 * and what a screen reader hears go on through React Aria untouched.
 */
function readEveryDigit(event: Event) {
  if (!(event instanceof InputEvent) || !event.data) return;
  const latin = toLatinDigits(event.data);
  if (latin === event.data) return;
  // React Aria cancels every insertion itself; this one never reaches it, so cancel it here, or the
  // browser would write the digit into the segment's text, which React renders.
  event.preventDefault();
  event.stopPropagation();
  event.target?.dispatchEvent(new InputEvent('beforeinput', { inputType: event.inputType, data: latin, bubbles: true, cancelable: true }));
}

/** The segments of a date, time or date-and-time field, reading 0–9, ۰–۹ and ٠–٩ in every language, typed or pasted. */
export function DateSegments({ className, autoFocus = false }: { className: string; autoFocus?: boolean }) {
  const group = useRef<HTMLDivElement>(null);
  const takePasted = usePastedValue();
  useEffect(() => {
    const field = group.current;
    if (!field) return;
    const onPaste = (event: ClipboardEvent) => {
      // Nothing pasted may reach a segment's text, which React renders.
      event.preventDefault();
      takePasted(event.clipboardData?.getData('text/plain') ?? '');
    };
    field.addEventListener('beforeinput', readEveryDigit, { capture: true });
    field.addEventListener('paste', onPaste);
    return () => {
      field.removeEventListener('beforeinput', readEveryDigit, { capture: true });
      field.removeEventListener('paste', onPaste);
    };
  }, []);
  // Unicode's short date-and-time pattern for Persian joins the two with a Latin comma
  // ("۱۴۰۵/۹/۱۶, ۹:۳۰", the comma on the wrong side in a right-to-left line); Persian writes ،.
  const persian = useLocale().locale.startsWith('fa');
  // Segments are drawn in order: the first one the coach can type in carries the mark.
  let marking = autoFocus;
  return (
    <AriaDateInput ref={group} className={className}>
      {(segment) => {
        const mark = marking && segment.isEditable;
        if (mark) marking = false;
        const shown = persian && segment.type === 'literal' ? { ...segment, text: segment.text.replace(',', '،') } : segment;
        return <DateSegment segment={shown} className="cd-date__segment" data-autofocus={mark || undefined} />;
      }}
    </AriaDateInput>
  );
}

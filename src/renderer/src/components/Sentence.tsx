import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from './UserText';

const MARK = /\u{E000}(\d+)\u{E001}/u;

interface SentenceProps {
  /** A message key whose placeholders hold text a coach typed, such as a goal's title, a unit or a folder. */
  k: string;
  /** The coach's text: each shown isolated, in its own direction. */
  values: Record<string, string>;
  /** Values of our own making (formatted dates, numbers), put into the sentence as they are. */
  plain?: Record<string, string>;
  count?: number;
}

/**
 * A translated sentence with the coach's own words isolated in <UserText>, so "84.5 kg"
 * inside a Persian sentence, or a Persian title inside an English one, keeps its own direction
 * and does not scramble the punctuation around it.
 */
export function Sentence({ k, values, plain, count }: SentenceProps) {
  const { t } = useTranslation();
  const names = Object.keys(values);
  // Private-use characters stand in for the values while i18next fills the message.
  const marked = t(k, { ...plain, ...Object.fromEntries(names.map((name, i) => [name, `\u{E000}${i}\u{E001}`])), count });
  const parts = marked.split(MARK);
  return (
    <>
      {parts.map((part, i) => (i % 2 === 1 ? <UserText key={i}>{values[names[Number(part)]!]}</UserText> : <Fragment key={i}>{part}</Fragment>))}
    </>
  );
}

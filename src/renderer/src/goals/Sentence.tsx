import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

const MARK = /\u{E000}(\d+)\u{E001}/u;

interface SentenceProps {
  /** A message key whose placeholders (other than `count`) hold text a coach typed, such as a goal's title or unit. */
  k: string;
  values: Record<string, string>;
  count?: number;
}

/**
 * A translated sentence with the coach's own words isolated in `<bdi dir="auto">`, so "84.5 kg"
 * inside a Persian sentence, or a Persian title inside an English one, keeps its own direction
 * and does not scramble the punctuation around it.
 */
export function Sentence({ k, values, count }: SentenceProps) {
  const { t } = useTranslation();
  const names = Object.keys(values);
  // Private-use characters stand in for the values while i18next fills the message.
  const marked = t(k, { ...Object.fromEntries(names.map((name, i) => [name, `\u{E000}${i}\u{E001}`])), count });
  const parts = marked.split(MARK);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <bdi key={i} dir="auto">
            {values[names[Number(part)]!]}
          </bdi>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

import { PassphraseInput } from '../components/PassphraseInput';
import { Progress, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { assessPassphrase, MIN_PASSPHRASE_LENGTH } from '../../../shared/passphrase-strength';

const SCORE_COLOURS = ['red', 'red', 'orange', 'teal', 'green'] as const;

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  autoFocus?: boolean;
}

/** A new passphrase with a live strength meter, judged by the same rule the vault enforces. */
export function NewPassphraseField({ label, value, onChange, autoFocus }: Props) {
  const { t } = useTranslation();
  const assessment = useMemo(() => assessPassphrase(value), [value]);
  const hint = value ? (assessment.hint ? t(`strength.hint.${assessment.hint}`, { count: MIN_PASSPHRASE_LENGTH }) : t('strength.ok')) : t('strength.hint.tooShort', { count: MIN_PASSPHRASE_LENGTH });
  return (
    <Stack gap={6}>
      <PassphraseInput
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autoFocus={autoFocus}
        autoComplete="new-password"
        spellCheck={false}
        required
      />
      {/* The labels go on the section, which carries role="progressbar"; the root has no role. */}
      <Progress.Root size="sm">
        <Progress.Section
          value={value ? ((assessment.score + 1) / 5) * 100 : 0}
          color={SCORE_COLOURS[assessment.score]}
          aria-label={t('strength.label')}
          aria-valuetext={t(`strength.score.${assessment.score}`)}
        />
      </Progress.Root>
      <Text size="xs" c={value && assessment.acceptable ? 'teal' : 'dimmed'} aria-live="polite" data-testid="passphrase-hint">
        {value ? t('strength.summary', { score: t(`strength.score.${assessment.score}`), hint }) : hint}
      </Text>
    </Stack>
  );
}

export function isAcceptablePassphrase(value: string): boolean {
  return assessPassphrase(value).acceptable;
}

import { Code, Container, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAME, LANGUAGES, type Language } from '../../../shared/languages';
import { vaultStatusQuery } from '../app/queries';
import { DateInput } from '../components/DateInput';
import { BackIcon, ForwardIcon } from '../components/DirectionIcons';
import { NumberField } from '../components/NumberField';
import { TimeInput } from '../components/TimeInput';
import { UserText } from '../components/UserText';
import { useUiLanguage } from '../i18n/LanguageProvider';
import { useFormatters } from '../i18n/useFormatters';

/** What a value looks like when it crosses the contract: always Latin digits, left to right. */
function SentValue({ testId, value }: { testId: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      {t('gallery.sentValue')}{' '}
      <Code dir="ltr" data-testid={testId}>
        {value}
      </Code>
    </Text>
  );
}

export function ComponentGallery() {
  const { t } = useTranslation();
  const { language, chooseLanguage } = useUiLanguage();
  const format = useFormatters();
  const { data: status } = useQuery(vaultStatusQuery);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [typed, setTyped] = useState('');

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('gallery.title')}
        </Title>
        <Text c="dimmed">{t('gallery.intro')}</Text>
        <Code dir="ltr" data-testid="gallery-locale">
          {format.locale}
        </Code>
        {status?.state === 'new' && (
          <Radio.Group label={t('settings.language')} value={language} onChange={(value) => chooseLanguage(value as Language)}>
            <Group mt="xs">
              {LANGUAGES.map((lng) => (
                <Radio key={lng} value={lng} label={<span lang={lng}>{LANGUAGE_NAME[lng]}</span>} />
              ))}
            </Group>
          </Radio.Group>
        )}
        <Paper withBorder p="lg">
          <Stack>
            <DateInput label={t('gallery.date')} description={t('gallery.dateDescription')} value={date} onChange={setDate} data-testid="gallery-date" />
            <SentValue testId="date-value" value={date ?? ''} />
            <Text size="sm" data-testid="date-formatted">
              {date ? format.date(date, 'full') : ''}
            </Text>
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Stack>
            <TimeInput label={t('gallery.time')} value={time} onChange={setTime} data-testid="gallery-time" />
            <SentValue testId="time-value" value={time} />
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Stack>
            <NumberField label={t('gallery.number')} value={amount} onChange={setAmount} maw={280} data-testid="gallery-number" />
            <SentValue testId="number-value" value={String(amount)} />
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Stack>
            <TextInput label={t('gallery.text')} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} data-testid="gallery-text" />
            <Text>
              {t('gallery.textShown')} <UserText fw={600} data-testid="gallery-user-text">{typed}</UserText>
            </Text>
          </Stack>
        </Paper>
        <Group justify="space-between">
          <BackIcon size={20} />
          <ForwardIcon size={20} />
        </Group>
      </Stack>
    </Container>
  );
}

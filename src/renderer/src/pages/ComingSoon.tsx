import { Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Section } from '../layout/navigation';

export function ComingSoon({ section }: { section: Section['key'] }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(`nav.${section}`)}
      </Title>
      <Center mih={240}>
        <Text c="dimmed">{t('common.comingSoon')}</Text>
      </Center>
    </Stack>
  );
}

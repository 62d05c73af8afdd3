import { Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Opened in a browser without the bridge's address: say how to open it properly. */
export function NotConnected() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" p="xl">
      <Stack maw={480} ta="center">
        <Title order={2}>{t('app.name')}</Title>
        <Text>{t('app.notConnected')}</Text>
      </Stack>
    </Center>
  );
}

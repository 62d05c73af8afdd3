import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame of the screens shown before the practice is open. */
export function AuthLayout({ title, children, width = 460 }: { title: string; children: ReactNode; width?: number }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Stack w="100%" maw={width} gap="lg">
        <Stack align="center" gap={4}>
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconLock size={26} />
          </ThemeIcon>
          <Text fw={700} size="lg">
            {t('app.name')}
          </Text>
          <Text c="dimmed" size="sm" ta="center">
            {t('app.tagline')}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" p="xl">
          <Stack gap="md">
            <Title order={2} size="h3">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}

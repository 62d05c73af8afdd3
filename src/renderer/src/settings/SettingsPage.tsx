import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DemoSettings } from '../demo/DemoSettings';
import { TemplatesSettings } from '../notes/TemplatesSettings';
import { AboutPractice } from './AboutPractice';
import { AppearanceSettings } from './AppearanceSettings';
import { ChangePassphraseForm } from './ChangePassphraseForm';
import { PracticeSettings } from './PracticeSettings';
import { SchedulingSettings } from './SchedulingSettings';
import { SecuritySettings } from './SecuritySettings';

export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <Stack maw={720} gap="xl">
      <Title order={1} size="h2">
        {t('settings.title')}
      </Title>
      <AppearanceSettings />
      <PracticeSettings />
      <SchedulingSettings />
      <SecuritySettings />
      <TemplatesSettings />
      <ChangePassphraseForm />
      <DemoSettings />
      <AboutPractice />
    </Stack>
  );
}

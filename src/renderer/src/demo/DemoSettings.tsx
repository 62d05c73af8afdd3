import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEMO_PRACTICE } from '../../../shared/contract';
import { call } from '../api/client';
import { queryClient } from '../app/queries';
import { ConfirmAction } from '../components/ConfirmAction';
import { discardKeptTextOfDeletedClients } from '../notes/discard-deleted';
import { SettingsSection } from '../settings/SettingsSection';
import { FillDemo } from './FillDemo';
import { demoStatusQuery } from './queries';

/**
 * Demo data in Settings: an empty practice can be filled with invented clients to explore
 * the app; a demo practice says so and can be emptied again (clients added since stay).
 */
export function DemoSettings() {
  const { t } = useTranslation();
  // Read afresh each time Settings opens: clients added since decide whether demo data may go in.
  const { data: status } = useQuery({ ...demoStatusQuery, staleTime: 0 });
  if (!status) return null;

  return (
    <SettingsSection title={t('demo.title')}>
      {status.demo ? (
        <>
          <Text size="sm">{t('demo.isDemo', { count: status.demo.clients })}</Text>
          <Group>
            <ConfirmAction
              trigger={(open) => (
                <Button color="red" variant="light" onClick={open}>
                  {t('demo.remove')}
                </Button>
              )}
              title={t('demo.removeTitle')}
              message={t('demo.removeText', { count: status.demo.clients })}
              confirmLabel={t('demo.remove')}
              action={() => call('demo.remove', {})}
              onDone={() => {
                void queryClient.invalidateQueries();
                void discardKeptTextOfDeletedClients();
              }}
            />
          </Group>
        </>
      ) : status.empty ? (
        <>
          <Text size="sm">{t('demo.explain', { clients: DEMO_PRACTICE.clients })}</Text>
          <FillDemo />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('demo.notEmpty')}
        </Text>
      )}
    </SettingsSection>
  );
}

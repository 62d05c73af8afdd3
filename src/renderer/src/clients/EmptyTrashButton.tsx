import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrashX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client';
import { clientListQuery } from '../scheduling/queries';
import { discardKeptTextOfDeletedClients } from '../notes/discard-deleted';
import { useSchedulingMutation } from '../scheduling/useSchedulingMutation';
import { useErrorNotice } from '../i18n/useErrorNotice';

/**
 * Emptying the trash is the one delete that cannot be undone, so it asks first, naming every
 * client in the trash: it empties all of it, whatever search or filter the list shows.
 */
export function EmptyTrashButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure();
  const { data: trash } = useQuery(clientListQuery({ view: 'trash', limit: 1, offset: 0 }));
  const count = trash?.total ?? 0;
  const notice = useErrorNotice();
  const empty = useSchedulingMutation(
    () => call('clients.emptyTrash', {}),
    ({ deleted }) => {
      close();
      void discardKeptTextOfDeletedClients();
      notifications.show({ message: t('clients.trashEmptied', { count: deleted }) });
    },
  );
  if (count === 0) return null;
  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrashX size={18} />} onClick={open}>
        {t('clients.emptyTrash')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('clients.emptyTrash')} centered>
        <Stack>
          <Text>{t('clients.emptyTrashConfirm', { count })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('clients.cancel')}
            </Button>
            <Button color="red" onClick={() => empty.mutate(undefined, { onError: notice })} loading={empty.isPending}>
              {t('clients.deleteForGood')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client';
import { Sentence } from '../components/Sentence';
import { errorText } from '../i18n/error-text';
import { refreshScheduling } from '../scheduling/queries';
import { BackupNoticeText } from './BackupNoticeText';
import { discardDrafts } from '../notes/kept-drafts';

interface Props {
  client: { id: number; fullName: string } | null;
  /** From the retention review: the client is moved to the trash first (erasing works only from there). */
  trashFirst?: boolean;
  onClose(): void;
  onErased?(): void;
}

/** Erasing cannot be undone: the coach reads what goes, what older backups keep and until when, and ticks a box. */
export function EraseDialog({ client, trashFirst = false, onClose, onErased }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={client !== null} onClose={onClose} title={t('dataexport.erase.title')} size="lg">
      {/* Keyed by the client: the tick and any error of the last client asked about never carry over. */}
      {client && <EraseConfirm key={client.id} client={client} trashFirst={trashFirst} onClose={onClose} onErased={onErased} />}
    </Modal>
  );
}

function EraseConfirm({ client, trashFirst, onClose, onErased }: Props & { client: NonNullable<Props['client']> }) {
  const { t } = useTranslation();
  const [understood, setUnderstood] = useState(false);
  const notice = useQuery({ queryKey: ['clients.erasePreview', client.id], queryFn: () => call('clients.erasePreview', { id: client.id }), gcTime: 0 });
  const erase = useMutation({
    mutationFn: async () => {
      if (trashFirst) await call('clients.trash', { id: client.id });
      return call('clients.erase', { id: client.id });
    },
    onSuccess: () => {
      discardDrafts(client.id);
      void refreshScheduling();
      notifications.show({ color: 'teal', message: t('dataexport.erase.done', { name: client.fullName }) });
      onErased?.();
      onClose();
    },
  });
  return (
    <Stack>
      <Text>
        <Sentence k="dataexport.erase.body" values={{ name: client.fullName }} />
      </Text>
      {notice.data ? <BackupNoticeText notice={notice.data} /> : <Loader size="sm" />}
      <Checkbox checked={understood} onChange={(event) => setUnderstood(event.currentTarget.checked)} label={t('dataexport.erase.understand')} />
      {erase.error && (
        <Alert color="red" role="alert">
          {errorText(t, erase.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('dataexport.wizard.cancel')}
        </Button>
        <Button color="red" onClick={() => erase.mutate()} loading={erase.isPending} disabled={!understood}>
          {t('dataexport.erase.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/error-text';

interface ConfirmActionProps {
  /** The control that asks, given the function that opens the question. */
  trigger(open: () => void): ReactNode;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  action(): Promise<unknown>;
  onDone?(): void;
}

/** Deleting what a coach recorded always asks first, and shows why it failed if it does. */
export function ConfirmAction({ trigger, title, message, confirmLabel, action, onDone }: ConfirmActionProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure();
  const run = useMutation({
    mutationFn: action,
    onSuccess: () => {
      close();
      onDone?.();
    },
  });
  return (
    <>
      {trigger(open)}
      <Modal opened={opened} onClose={close} title={title}>
        <Stack>
          <Text>{message}</Text>
          {run.error && <Alert color="red">{errorText(t, run.error)}</Alert>}
          <Group justify="flex-end">
            {/* Opened on the choice that loses nothing (it opened on the close button). */}
            <Button variant="default" onClick={close} data-autofocus>
              {t('goals.form.cancel')}
            </Button>
            <Button color="red" onClick={() => run.mutate()} loading={run.isPending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

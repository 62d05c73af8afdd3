import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * Asks whether to go on and lose changes not saved (leaving a page, locking the practice):
 * the answer that keeps them has the focus, and closing the question keeps them too.
 */
export function DiscardQuestion(props: { opened: boolean; title: string; message: string; keep: string; discard: string; onKeep(): void; onDiscard(): void }) {
  return (
    <Modal opened={props.opened} onClose={props.onKeep} title={props.title} size={520}>
      <Stack>
        <Text>{props.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onKeep} data-autofocus>
            {props.keep}
          </Button>
          <Button color="red" onClick={props.onDiscard}>
            {props.discard}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

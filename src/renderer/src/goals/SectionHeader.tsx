import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

interface SectionHeaderProps {
  title: string;
  /** A page's own heading (1) or a section on someone else's page, such as the client page (2). */
  order: 1 | 2;
  id?: string;
  actionLabel: string;
  onAction(): void;
}

/** A heading with the one button that adds something to what it heads. */
export function SectionHeader({ title, order, id, actionLabel, onAction }: SectionHeaderProps) {
  return (
    <Group justify="space-between">
      <Title order={order} size={order === 1 ? 'h2' : 'h3'} id={id}>
        {title}
      </Title>
      <Button variant={order === 1 ? 'filled' : 'light'} leftSection={<IconPlus size={18} />} onClick={onAction}>
        {actionLabel}
      </Button>
    </Group>
  );
}

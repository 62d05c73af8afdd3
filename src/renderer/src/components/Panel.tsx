import { Group, Paper, type PaperProps, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props extends Pick<PaperProps, 'bg'> {
  title: string;
  /** Shown at the end of the heading's line (a filter, an "add" button). */
  actions?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/** A titled region of a page (a client's journal, a session's action items…), named for screen readers by its title. */
export function Panel({ title, actions, children, bg, 'data-testid': testId }: Props) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title} bg={bg} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h5">
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

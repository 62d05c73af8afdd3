import { Anchor, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackIcon } from './DirectionIcons';

/** "← All clients": a link up to the list a page belongs to, its arrow pointing back in either direction. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <BackIcon size={14} />
        {children}
      </Group>
    </Anchor>
  );
}

import { Group, Kbd } from '@mantine/core';
import { useOs } from '@mantine/hooks';
import { type Shortcut, shortcutKeys } from './shortcut-keys';

/** A shortcut's keys as the keyboard shows them, left to right in every language. */
export function ShortcutKeys({ shortcut, size = 'sm' }: { shortcut: Shortcut; size?: 'xs' | 'sm' }) {
  const mac = useOs() === 'macos';
  return (
    <Group gap={4} wrap="nowrap" dir="ltr" component="span">
      {shortcutKeys(shortcut, mac).map((key) => (
        <Kbd key={key} size={size}>
          {key}
        </Kbd>
      ))}
    </Group>
  );
}

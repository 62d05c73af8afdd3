import { Group, type GroupProps } from '@mantine/core';

/**
 * A dialog's buttons, kept in sight at the foot of a dialog taller than the window while its
 * content scrolls under them: a CSV's thirteen columns and its preview hid "Next" below the fold.
 */
export function DialogFooter(props: Omit<GroupProps, 'pos' | 'bottom'>) {
  return <Group justify="space-between" pos="sticky" bottom={0} pt="sm" pb="sm" bg="var(--mantine-color-body)" style={{ zIndex: 2 }} {...props} />;
}

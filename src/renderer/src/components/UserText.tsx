import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface UserTextProps extends TextProps {
  children: ReactNode;
  /** A paragraph of its own (notes, descriptions) instead of a run inside a line (names). */
  block?: boolean;
}

/**
 * Text a coach or client typed, or a technical value such as a folder: it takes the
 * direction of its own first strong letter and is isolated from the sentence around it,
 * so a Latin name in a Persian screen, or a Persian note in an English one, reads right.
 */
export function UserText({ children, block = false, ...props }: UserTextProps) {
  return (
    <Text component={block ? 'div' : 'bdi'} dir="auto" inherit={!block && props.size === undefined} {...props}>
      {children}
    </Text>
  );
}

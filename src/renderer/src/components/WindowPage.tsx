import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A page whose list or calendar scrolls on its own: at least as tall as the window leaves below
 * the header, so that its <RestOfWindow> reaches the window's foot, however the heading and
 * filters above it wrap, and the page itself does not scroll as well.
 */
export function WindowPage({ children }: { children: ReactNode }) {
  return <Stack mih="calc(100dvh - var(--app-shell-header-offset, 0rem) - 2 * var(--app-shell-padding))">{children}</Stack>;
}

/** The room a WindowPage's other parts leave, and at least `minHeight`: its child fills it with `height: 100%`. */
export function RestOfWindow({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  return (
    <div style={{ flex: '1 1 0', minHeight, position: 'relative' }}>
      <div style={{ position: 'absolute', inset: 0 }}>{children}</div>
    </div>
  );
}

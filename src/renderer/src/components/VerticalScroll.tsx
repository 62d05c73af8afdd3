import { ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Scrolls up and down once its content is taller than `mah`; lines wrap to its width. Mantine's
 * autosizing content is at least as wide as its min-content, which a line-clamped snippet puts
 * at its whole first line: the line ran past the edge and was cut off mid-word.
 */
export function VerticalScroll({ mah, children }: { mah: number | string; children: ReactNode }) {
  return (
    <ScrollArea.Autosize mah={mah} scrollbars="y" styles={{ content: { minWidth: 0 } }}>
      {children}
    </ScrollArea.Autosize>
  );
}

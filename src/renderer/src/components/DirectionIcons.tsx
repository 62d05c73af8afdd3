import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';

/**
 * Arrows for "back" and "forward": drawn for left-to-right and turned round in Persian
 * by the `mirror-rtl` class (styles.css). Use that class on any other icon that points
 * along the reading direction; icons of things (lock, calendar, printer) stay as drawn.
 */
export function BackIcon({ size = 16 }: { size?: number }) {
  return <IconArrowLeft size={size} className="mirror-rtl" aria-hidden />;
}

export function ForwardIcon({ size = 16 }: { size?: number }) {
  return <IconArrowRight size={size} className="mirror-rtl" aria-hidden />;
}

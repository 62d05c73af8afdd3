import { DEFAULT_THEME, luminance } from '@mantine/core';
import type { Session } from '../../../shared/contract';

export const STATUS_COLOUR: Record<Session['status'], string> = { scheduled: 'blue', completed: 'teal', cancelled: 'gray', late_cancelled: 'orange', no_show: 'red' };

const CLIENT_COLOURS = ['blue', 'teal', 'grape', 'orange', 'indigo', 'pink', 'cyan', 'lime', 'violet', 'green', 'red', 'yellow'];

/** A stable colour per client, so the same person looks the same all week. */
export function clientColour(clientId: number): string {
  return CLIENT_COLOURS[(clientId * 7) % CLIENT_COLOURS.length]!;
}

export function cssColour(name: string, shade = 6): string {
  return `var(--mantine-color-${name}-${shade})`;
}

/** WCAG AA for text of the calendar's size. */
export const LEAST_CONTRAST = 4.5;

/** WCAG's contrast ratio of two relative luminances. */
export function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export interface FillAndText {
  fill: { name: string; shade: number };
  text: 'white' | 'black';
}

/**
 * A session's fill in the calendar and the colour of its text: white on the lightest shade from
 * 6 where white reads at 4.5:1 (white on lime-6 was 2:1), else black on shade 6 (lime, yellow,
 * green and orange are too light for white text at any shade).
 */
export function eventColours(name: string): FillAndText {
  const shades = DEFAULT_THEME.colors[name]!;
  for (let shade = 6; shade <= 9; shade++) {
    if (contrast(1, luminance(shades[shade]!)) >= LEAST_CONTRAST) return { fill: { name, shade }, text: 'white' };
  }
  return { fill: { name, shade: 6 }, text: 'black' };
}

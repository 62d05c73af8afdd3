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

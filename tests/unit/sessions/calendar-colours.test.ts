import { DEFAULT_THEME, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { clientColour, contrast, eventColours, LEAST_CONTRAST, STATUS_COLOUR } from '../../../src/renderer/src/scheduling/colours';

const TEXT = { white: 1, black: 0 };

describe("a session's colours in the calendar", () => {
  const names = [...new Set([...Array.from({ length: 12 }, (_, id) => clientColour(id)), ...Object.values(STATUS_COLOUR)])];

  it.each(names)('%s: its text reads at 4.5:1 on its fill', (name) => {
    const { fill, text } = eventColours(name);
    const background = luminance(DEFAULT_THEME.colors[fill.name]![fill.shade]!);
    expect(contrast(TEXT[text], background)).toBeGreaterThanOrEqual(LEAST_CONTRAST);
  });
});

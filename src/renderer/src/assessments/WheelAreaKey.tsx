import { Box, Text } from '@mantine/core';
import { useFormatters } from '../i18n/useFormatters';

/**
 * A wheel's area names as a numbered list under it, for wheels whose spokes carry numbers
 * (MOST_NAMED_SPOKES): in columns, read down each column, from the start edge.
 */
export function WheelAreaKey({ areas }: { areas: string[] }) {
  const format = useFormatters();
  return (
    <Box component="ol" data-testid="wheel-area-key" my={0} mx="auto" p={0} w="100%" maw={560} style={{ listStyle: 'none', columnCount: 3, columnGap: 'var(--mantine-spacing-lg)' }}>
      {areas.map((area, i) => (
        <Text component="li" key={i} size="sm" style={{ breakInside: 'avoid' }}>
          {format.number(i + 1)}. {area}
        </Text>
      ))}
    </Box>
  );
}

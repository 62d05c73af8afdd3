import { SimpleGrid, type SimpleGridProps } from '@mantine/core';

/**
 * Fields side by side whose boxes line up at their foot, so that a label taking two lines (in
 * a narrow column, in a longer language) does not push its box below its neighbours'. A box
 * showing an error under it rises by the error's height.
 */
export function FieldGrid(props: Omit<SimpleGridProps, 'style'>) {
  return <SimpleGrid {...props} style={{ alignItems: 'end' }} />;
}

import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import './FieldGrid.css';

/**
 * Fields side by side whose boxes line up, so that a label taking two lines (in a narrow column,
 * in a longer language), or a hint or an error under a neighbour's box, moves no box out of line.
 */
export function FieldGrid(props: Omit<SimpleGridProps, 'className'>) {
  return <SimpleGrid {...props} className="cd-field-grid" />;
}

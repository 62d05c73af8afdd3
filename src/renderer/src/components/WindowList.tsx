import type { ReactNode } from 'react';
import { useWindowRows } from './useWindowRows';

interface Props {
  count: number;
  /** A typical row's height in pixels, for the scrollbar before the rows are drawn. */
  estimatedHeight: number;
  rowKey: (index: number) => number | string;
  row: (index: number) => ReactNode;
}

/** A long list of blocks that draws only the rows near the window (see useWindowRows). */
export function WindowList({ count, estimatedHeight, rowKey, row }: Props) {
  const { listRef, rows, measure, before, after } = useWindowRows<HTMLDivElement>(count, estimatedHeight, rowKey);
  return (
    <div ref={listRef} style={{ paddingTop: before, paddingBottom: after }}>
      {rows.map(({ key, index }) => (
        <div key={key} data-index={index} ref={measure}>
          {row(index)}
        </div>
      ))}
    </div>
  );
}

import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A long list in the page's own scroll that puts only the rows near the window in the page: a
 * thousand goals with their charts cost what twenty do. Rows stay in the normal flow between
 * two spacers (`before`, `after`), so tables keep their columns and lists their dividers; each
 * row is measured as drawn (`measure` on its element, with `data-index`), so rows may wrap or
 * open into a form. `rowKey` names the record in each row, so a row that is being edited stays
 * itself when the rows above it change.
 *
 * For lists whose position on the page is settled by what is above them on the same screen:
 * the list's distance from the page's top is read again on each render of the list.
 */
export function useWindowRows<T extends HTMLElement>(count: number, estimatedHeight: number, rowKey: (index: number) => number | string) {
  const listRef = useRef<T>(null);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const box = listRef.current?.getBoundingClientRect();
    if (box) setTop(Math.round(box.top + window.scrollY));
  });
  const virtualizer = useWindowVirtualizer({ count, estimateSize: () => estimatedHeight, getItemKey: rowKey, overscan: 6, scrollMargin: top });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  return {
    listRef,
    rows,
    measure: virtualizer.measureElement,
    before: first ? first.start - top : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - top) : 0,
  };
}

import { type ReactNode, useState } from 'react';
import './KeptRows.css';

/**
 * Whether the rows shown are still those of the filters before (kept with `keepPreviousData`)
 * while the new filters' rows load. A longer list of the same filters ("Show more") is not.
 */
export function useOtherFiltersShown(filtersKey: string, isPlaceholderData: boolean): boolean {
  const [settledKey, setSettledKey] = useState(filtersKey);
  // Set while rendering, as React documents for state that follows a prop.
  if (!isPlaceholderData && settledKey !== filtersKey) setSettledKey(filtersKey);
  return isPlaceholderData && settledKey !== filtersKey;
}

/**
 * A list's rows, dimmed and busy while they are another filter's and the new ones load. Most
 * lists arrive within milliseconds: a loader in their place would flash, and so the dimming
 * waits a moment first (KeptRows.css). `fill`: as tall as its container, for rows that scroll in a box of their own.
 */
export function KeptRows({ stale, fill, children }: { stale: boolean; fill?: boolean; children: ReactNode }) {
  return (
    <div className="cd-kept-rows" data-stale={stale || undefined} aria-busy={stale || undefined} style={fill ? { height: '100%' } : undefined}>
      {children}
    </div>
  );
}

import { useState } from 'react';

/** Rows a long practice-wide list shows at first, and adds each time the coach asks for more. */
export const SHOWN_STEP = 200;
/** The most a list call may ask for (the contract's limit). */
const MOST = 10_000;

/**
 * How many rows of a long list to show: a step at first, a step more on `showMore`, and a step
 * again when `listKey` (the list's filters) changes. Lists ask for one row more than they show,
 * so whether there are more comes with the rows.
 */
export function useShownRows(listKey: string) {
  const [state, setState] = useState({ listKey, shown: SHOWN_STEP });
  // Set while rendering, as React documents for state that follows a prop.
  if (state.listKey !== listKey) setState({ listKey, shown: SHOWN_STEP });
  const shown = state.listKey === listKey ? state.shown : SHOWN_STEP;
  const canShowMore = shown + SHOWN_STEP < MOST;
  return { shown, limit: shown + 1, showMore: canShowMore ? () => setState({ listKey, shown: shown + SHOWN_STEP }) : undefined };
}

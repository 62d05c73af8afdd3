import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Focuses `element` if the focus was lost to the page's body: a button is disabled while it
 * works, or a dialog leaves the page, and the next Tab would start again at the window's top.
 */
export function focusIfLost(element: Element | null | undefined): void {
  const lost = !document.activeElement || document.activeElement === document.body;
  if (lost && element instanceof HTMLElement && element !== document.body && element.isConnected) element.focus();
}

/**
 * For a dialog its parent stops drawing instead of closing (always `opened`, drawn while there is
 * something to show): Mantine gives the focus back only when `opened` turns false. Gives it back
 * to what had it when the dialog was first drawn (the button that opened it), if it was lost.
 */
export function useFocusBackWhenGone(): void {
  // Read while the dialog is first drawn, before its focus trap moves the focus into it.
  const [opener] = useState(() => document.activeElement);
  // Once the dialog's own elements have left the page.
  useEffect(() => () => void setTimeout(() => focusIfLost(opener)), [opener]);
}

/** Focuses `element` once `busy` ends, if the focus was lost meanwhile (to a button disabled while busy). */
export function useFocusBackAfter(busy: boolean, element: RefObject<HTMLElement | null>): void {
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) focusIfLost(element.current);
    wasBusy.current = busy;
  }, [busy, element]);
}

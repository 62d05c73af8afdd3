import { useEffect, useRef } from 'react';
import { isShortcut, type Shortcut } from './shortcut-keys';

export interface ShortcutOptions {
  /** Also while typing in a field or with a dialog open; otherwise those keep the keys (and what is being typed). */
  anywhere?: boolean;
}

/** Runs each shortcut's handler when it is pressed anywhere in the window. */
export function useShortcuts(bindings: [Shortcut, () => void][], { anywhere = false }: ShortcutOptions = {}): void {
  const latest = useRef(bindings);
  latest.current = bindings;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const binding = latest.current.find(([shortcut]) => isShortcut(event, shortcut));
      if (!binding || event.defaultPrevented) return;
      if (!anywhere && (isTyping(event.target) || document.querySelector('[aria-modal="true"]'))) return;
      event.preventDefault();
      binding[1]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [anywhere]);
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null);
}

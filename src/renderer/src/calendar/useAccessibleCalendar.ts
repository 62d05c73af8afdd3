import { useEffect } from 'react';

/**
 * FullCalendar draws its arrow icons as unlabelled role="img" spans. The buttons carry
 * labels (buttonHints), so the icons are hidden from assistive technology, also after
 * every re-render of the toolbar.
 */
export function useAccessibleCalendar(root: HTMLElement | null): void {
  useEffect(() => {
    if (!root) return;
    const patch = () => root.querySelectorAll('.fc-icon:not([aria-hidden])').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
    patch();
    const observer = new MutationObserver(patch);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
}

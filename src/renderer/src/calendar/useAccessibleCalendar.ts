import { useEffect } from 'react';

/** Where FullCalendar writes an event's title: client names and session titles the coach typed. */
const EVENT_TITLES = '.fc-event-title:not([dir]), .fc-list-event-title a:not([dir])';

/**
 * Fixes to what FullCalendar draws, kept up after every re-render: its arrow icons are
 * unlabelled role="img" spans (the buttons carry labels, so the icons are hidden from
 * assistive technology), and event titles are the coach's own text, so each takes its own
 * direction (dir="auto"): a Latin name in the Persian calendar, a Persian one in English.
 */
export function useAccessibleCalendar(root: HTMLElement | null): void {
  useEffect(() => {
    if (!root) return;
    const patch = () => {
      root.querySelectorAll('.fc-icon:not([aria-hidden])').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
      root.querySelectorAll(EVENT_TITLES).forEach((title) => title.setAttribute('dir', 'auto'));
    };
    patch();
    const observer = new MutationObserver(patch);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
}

import type { Shortcut } from './shortcut-keys';

/** The window's shortcuts; the sections' own are Ctrl+1 to Ctrl+8, in the navigation's order. */
export const SHORTCUTS = {
  search: { key: 'k' },
  newClient: { key: 'n' },
  /** The shell's menu has it (menu.ts), so it locks even when the page does not answer. */
  lock: { key: 'l' },
  help: { key: '/' },
  /** As in many apps; not while typing, where "?" is text. */
  helpBare: { key: '?', bare: true },
} satisfies Record<string, Shortcut>;

export const sectionShortcut = (index: number): Shortcut => ({ key: String(index + 1) });

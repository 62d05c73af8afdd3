/** A shortcut: Ctrl (⌘ on a Mac) with one letter, digit or slash, and Shift when `shift`; or, when `bare`, the character alone. */
export interface Shortcut {
  key: string;
  shift?: boolean;
  bare?: boolean;
}

type KeyFacts = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

const PHYSICAL: Record<string, string> = { '/': 'Slash' };
/** The same character as a Persian layout types it. */
const PERSIAN_FORM: Record<string, string> = { '?': '\u061f' };

/**
 * Whether a key press is the shortcut, on any keyboard layout. With a Bulgarian or Persian
 * layout Ctrl+K reports the letter that key types there ("л", "ن"), so a key that is not
 * plain Latin is read by where it sits (`code`). Digits are always read by where they sit:
 * Persian types "۱" and French "&" with the 1 key. Alt is left alone (AltGr is Ctrl+Alt).
 */
export function isShortcut(event: KeyFacts, shortcut: Shortcut): boolean {
  // Whichever keys type it: "?" is Shift with / in English, with ß in German.
  if (shortcut.bare) return !(event.ctrlKey || event.metaKey || event.altKey) && (event.key === shortcut.key || event.key === PERSIAN_FORM[shortcut.key]);
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey !== Boolean(shortcut.shift)) return false;
  if (/^[0-9]$/.test(shortcut.key)) return event.code === `Digit${shortcut.key}`;
  if (event.key.toLowerCase() === shortcut.key) return true;
  const typesLatin = /^[\x20-\x7e]$/.test(event.key);
  return !typesLatin && event.code === (PHYSICAL[shortcut.key] ?? `Key${shortcut.key.toUpperCase()}`);
}

/** How the shortcut is written on this computer: ["⌘", "K"] on a Mac, ["Ctrl", "K"] elsewhere. */
export function shortcutKeys(shortcut: Shortcut, mac: boolean): string[] {
  if (shortcut.bare) return [shortcut.key];
  return [mac ? '⌘' : 'Ctrl', ...(shortcut.shift ? [mac ? '⇧' : 'Shift'] : []), shortcut.key.toUpperCase()];
}

/** The shortcut for `aria-keyshortcuts`, both ways it can be pressed. */
export function ariaKeys(shortcut: Shortcut): string {
  if (shortcut.bare) return shortcut.key;
  const key = `${shortcut.shift ? 'Shift+' : ''}${shortcut.key.toUpperCase()}`;
  return `Control+${key} Meta+${key}`;
}

import { describe, expect, it } from 'vitest';
import { ariaKeys, isShortcut, shortcutKeys } from '../../../src/renderer/src/shortcuts/shortcut-keys';

const press = (key: string, code: string, more: Partial<KeyboardEvent> = {}) => ({ key, code, ctrlKey: true, metaKey: false, altKey: false, shiftKey: false, ...more });

describe('keyboard shortcuts on any layout', () => {
  it('reads Ctrl or ⌘ with the letter typed', () => {
    expect(isShortcut(press('k', 'KeyK'), { key: 'k' })).toBe(true);
    expect(isShortcut(press('K', 'KeyK', { ctrlKey: false, metaKey: true }), { key: 'k' })).toBe(true);
    expect(isShortcut(press('k', 'KeyK', { ctrlKey: false }), { key: 'k' })).toBe(false);
    expect(isShortcut(press('N', 'KeyN', { shiftKey: true }), { key: 'n' })).toBe(false);
  });

  it('reads the key where it sits when the layout types another script there (Bulgarian, Persian)', () => {
    expect(isShortcut(press('л', 'KeyK'), { key: 'k' })).toBe(true);
    expect(isShortcut(press('ن', 'KeyK'), { key: 'k' })).toBe(true);
    expect(isShortcut(press('د', 'KeyN'), { key: 'k' })).toBe(false);
    expect(isShortcut(press('د', 'KeyN'), { key: 'n' })).toBe(true);
    expect(isShortcut(press('.', 'Slash'), { key: '/' })).toBe(false);
  });

  it('keeps to the letter a Latin layout types (Dvorak: the K key types t)', () => {
    expect(isShortcut(press('t', 'KeyK'), { key: 'k' })).toBe(false);
    expect(isShortcut(press('k', 'KeyV'), { key: 'k' })).toBe(true);
  });

  it('reads digits where they sit, whatever they type (Persian ۱, French &)', () => {
    expect(isShortcut(press('1', 'Digit1'), { key: '1' })).toBe(true);
    expect(isShortcut(press('۱', 'Digit1'), { key: '1' })).toBe(true);
    expect(isShortcut(press('&', 'Digit1'), { key: '1' })).toBe(true);
    expect(isShortcut(press('1', 'Numpad1'), { key: '1' })).toBe(false);
  });

  it('leaves AltGr (Ctrl with Alt) to the characters it types', () => {
    expect(isShortcut(press('k', 'KeyK', { altKey: true }), { key: 'k' })).toBe(false);
  });

  it('writes the keys as the keyboard shows them', () => {
    expect(shortcutKeys({ key: 'k' }, false)).toEqual(['Ctrl', 'K']);
    expect(shortcutKeys({ key: '/' }, true)).toEqual(['⌘', '/']);
    expect(shortcutKeys({ key: 'n', shift: true }, false)).toEqual(['Ctrl', 'Shift', 'N']);
    expect(ariaKeys({ key: '1' })).toBe('Control+1 Meta+1');
  });

  it('reads a bare character whichever keys type it, in its Persian form too, and never with Ctrl, ⌘ or Alt', () => {
    const question = { key: '?', bare: true };
    expect(isShortcut(press('?', 'Slash', { ctrlKey: false, shiftKey: true }), question)).toBe(true);
    expect(isShortcut(press('?', 'Minus', { ctrlKey: false, shiftKey: true }), question)).toBe(true);
    expect(isShortcut(press('\u061f', 'Slash', { ctrlKey: false, shiftKey: true }), question)).toBe(true);
    expect(isShortcut(press('/', 'Slash', { ctrlKey: false }), question)).toBe(false);
    expect(isShortcut(press('?', 'Slash', { shiftKey: true }), question)).toBe(false);
    expect(isShortcut(press('?', 'Slash', { ctrlKey: false, altKey: true, shiftKey: true }), question)).toBe(false);
    expect(shortcutKeys(question, true)).toEqual(['?']);
    expect(ariaKeys(question)).toBe('?');
  });
});

import { toLatinDigits } from '../../../shared/i18n/digits';

/**
 * Addresses the window may hand to another program: a web page for the coach's browser, a phone
 * number for whatever places calls on this computer. The main process opens no other kind.
 */

/** A session's place as a web address, or null for a room, a phone number or anything else typed. */
export function webAddress(text: string | null): string | null {
  if (!text) return null;
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A phone number typed as people type them ("+359 888 123 456", "(03) 7956-1234", Persian
 * digits) as a tel: address, or null for anything with other words in it ("ext. 12", a room).
 */
export function phoneAddress(text: string | null): string | null {
  if (!text) return null;
  const latin = toLatinDigits(text.trim());
  if (!/^\+?[\d\s().\-/]+$/.test(latin)) return null;
  const digits = latin.replace(/\D/g, '');
  return digits.length >= 5 ? `tel:${latin.startsWith('+') ? '+' : ''}${digits}` : null;
}

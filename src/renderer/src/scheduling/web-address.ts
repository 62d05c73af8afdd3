/**
 * A session's place as a web address the window may hand to the coach's browser (the main
 * process opens no other kind), or null for a room, a phone number or anything else typed.
 */
export function webAddress(text: string | null): string | null {
  if (!text) return null;
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

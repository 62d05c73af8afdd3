import { base32crockford } from '@scure/base';
import { randomBytes } from 'node:crypto';

/**
 * Recovery keys are 160 random bits in Crockford's base32 (no I, L, O or U, so nothing is
 * misread), shown as eight groups of four: "7K3M-…". Typing is forgiving: any case, spaces
 * or dashes anywhere, I/L read as 1 and O as 0, Persian or Arabic-Indic digits as 0–9.
 */
const RECOVERY_BYTES = 20;
const RECOVERY_CHARS = 32;

export function generateRecoveryKey(): { text: string; bytes: Buffer } {
  const bytes = randomBytes(RECOVERY_BYTES);
  return { text: formatRecoveryKey(bytes), bytes };
}

export function formatRecoveryKey(bytes: Uint8Array): string {
  return base32crockford.encode(bytes).match(/.{4}/g)!.join('-');
}

/** Returns the key's bytes, or null when the text cannot be a recovery key. */
export function parseRecoveryKey(text: string): Buffer | null {
  const cleaned = text
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\s\-\u2010-\u2015_]/g, '');
  if (cleaned.length !== RECOVERY_CHARS) return null;
  try {
    return Buffer.from(base32crockford.decode(cleaned));
  } catch {
    return null;
  }
}
